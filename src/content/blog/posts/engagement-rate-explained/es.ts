import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "La tasa de interacción explicada: definiciones que resisten al comparar creadores",
  description:
    "Interacción sobre visualizaciones o sobre seguidores, qué interacciones contar en TikTok, Reels, Shorts y Threads, y cómo evitar las trampas al evaluar influencers.",
  excerpt:
    "Dos herramientas pueden dar una tasa de interacción del 2 % y del 9 % para el mismo creador, y las dos pueden tener razón. Conoce la definición antes de fiarte del número.",
  body: [
    {
      type: "p",
      text: "La tasa de interacción (engagement rate) es la primera métrica que piden las marcas cuando evalúan a un influencer, y la que más varía de una herramienta a otra. La razón es sencilla: no existe una única definición. Cada fórmula responde a una pregunta ligeramente distinta y cada plataforma muestra un conjunto diferente de interacciones. Este artículo repasa las definiciones más habituales, para qué sirve cada una y una lista de comprobación para comparar creadores de forma justa.",
    },
    { type: "h2", id: "the-building-blocks", text: "Las piezas básicas: qué interacciones cuentan" },
    {
      type: "p",
      text: "La interacción es una suma de acciones. Las candidatas son los me gusta, los comentarios, las veces compartido y los guardados. No todas las plataformas las hacen públicas todas:",
    },
    {
      type: "ul",
      items: [
        "TikTok: los me gusta, comentarios, compartidos y guardados son visibles en los vídeos públicos.",
        "YouTube Shorts: los me gusta y los comentarios son públicos (el creador puede ocultar o desactivar cualquiera de los dos). No hay un recuento público de compartidos ni de guardados, y los «no me gusta» son privados desde diciembre de 2021.",
        "Instagram Reels: los me gusta (salvo que estén ocultos) y los comentarios son públicos; los compartidos y guardados solo los ve el propietario.",
        "Threads: la API oficial informa al propietario de la cuenta de me gusta, respuestas, reposts, citas y compartidos; para consultar otros perfiles hace falta un permiso especial.",
      ],
    },
    {
      type: "p",
      text: "Feedscope define la interacción como me gusta + comentarios + compartidos + guardados, contando solo las partes que la plataforma hace públicas. Una parte oculta se deja fuera en lugar de contarse como cero. Así el número es honesto, pero también significa que en TikTok la interacción suma más partes que en Instagram, así que compara primero las tasas dentro de una misma plataforma.",
    },
    { type: "h2", id: "by-views-or-by-followers", text: "¿Sobre visualizaciones o sobre seguidores?" },
    {
      type: "p",
      text: "Las dos fórmulas más comunes dividen la misma interacción entre denominadores distintos.",
    },
    { type: "h3", text: "Tasa de interacción sobre visualizaciones" },
    {
      type: "p",
      text: "La interacción dividida entre las visualizaciones, vídeo a vídeo. Responde a esta pregunta: de las personas que vieron este vídeo, ¿cuántas interactuaron? Es la medida natural para el vídeo corto, donde la mayoría de las visualizaciones llega desde los feeds de recomendación y no de los seguidores. Es comparable entre cuentas de cualquier tamaño y es la medida que Feedscope usa para cada vídeo.",
    },
    { type: "h3", text: "Tasa de interacción sobre seguidores" },
    {
      type: "p",
      text: "La interacción dividida entre el número de seguidores, normalmente promediada sobre las publicaciones recientes. Responde a esta pregunta: ¿cómo de activa es la audiencia que ha construido el creador? Es la métrica tradicional de Instagram y sigue siendo útil para esa pregunta, pero en el vídeo corto se ve distorsionada por el alcance entre no seguidores. Un vídeo que se hace viral fuera de la comunidad puede mostrar una tasa de interacción sobre seguidores superior al 100 %, y eso no dice nada de la fidelidad de la audiencia.",
    },
    {
      type: "tip",
      title: "Indica siempre la fórmula",
      text: "Cuando comuniques una tasa de interacción a un cliente o a tu equipo, escribe la fórmula al lado: «(me gusta + comentarios + compartidos + guardados) / visualizaciones, mediana de los últimos 30 vídeos». La mitad de los desacuerdos sobre interacción se deben a dos personas que usan definiciones distintas.",
    },
    { type: "h2", id: "averaging-rates", text: "Promediar tasas entre vídeos" },
    {
      type: "p",
      text: "La tasa de interacción de una cuenta se puede calcular de dos formas: la interacción total dividida entre las visualizaciones totales, o la mediana de la tasa de cada vídeo. La primera está dominada por los vídeos más grandes: una sola publicación viral con una tasa baja arrastra hacia abajo la cifra de toda la cuenta. La mediana de las tasas por vídeo describe una publicación típica y es la opción más sólida para evaluar creadores. Si usas los totales, dilo.",
    },
    { type: "h2", id: "red-flags", text: "Señales de alerta y lo que suelen significar" },
    {
      type: "ul",
      items: [
        "Muchas visualizaciones y casi ningún comentario: puede que el alcance venga de un sonido en tendencia o de un repost más que del interés por el creador. Revisa varios vídeos antes de sacar conclusiones.",
        "Una tasa de interacción muy superior a la de cuentas similares en absolutamente todos los vídeos: mira los comentarios. Los comentarios repetitivos y genéricos pueden indicar grupos de interacción (engagement pods) o actividad comprada.",
        "Una caída repentina de los me gusta a cero: puede que el creador haya ocultado el recuento. Es un valor que falta, no un desplome.",
        "Muchos guardados en relación con los me gusta en TikTok: suele ser señal de contenido útil (recetas, tutoriales) al que la gente piensa volver. Es una buena señal para campañas educativas.",
      ],
    },
    { type: "h2", id: "a-vetting-checklist", text: "Una lista de comprobación para evaluar creadores" },
    {
      type: "ol",
      items: [
        "Usa una ventana reciente (por ejemplo, los últimos 30 vídeos) y deja fuera los vídeos con menos de unos días de antigüedad.",
        "Calcula la interacción por vídeo con las partes que muestra la plataforma, y anota cuáles son.",
        "Toma la mediana de las tasas de interacción por vídeo.",
        "Fíjate en la dispersión: un creador cuya tasa es estable entre vídeos es más predecible que uno con unos cuantos picos.",
        "Lee los comentarios de los mejores y los peores vídeos. Los números muestran cuánto interactúa la gente; los comentarios muestran quién es.",
        "Compara al creador con perfiles similares de la misma plataforma y con visualizaciones medianas parecidas, no con todo el mercado.",
      ],
    },
    {
      type: "quote",
      text: "Una tasa de interacción sin su fórmula es una opinión. Con la fórmula y la ventana temporal, se convierte en una prueba.",
    },
    { type: "h2", id: "try-it", text: "Consulta la interacción de cada vídeo" },
    {
      type: "p",
      text: "El análisis gratuito de influencers de Feedscope muestra las visualizaciones, me gusta, comentarios, compartidos, guardados e interacción de cada vídeo junto a su múltiplo respecto a la mediana de la cuenta, para que puedas comprobar la interacción de un creador con una definición clara antes de una campaña.",
    },
    {
      type: "cta",
      text: "Evalúa a un creador en un minuto con el análisis gratuito de influencers.",
      label: "Analizar un influencer",
      href: "/analyze/influencer-tracking/",
    },
  ],
};

export default post;
