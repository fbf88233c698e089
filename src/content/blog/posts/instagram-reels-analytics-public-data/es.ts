import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Analítica de Instagram Reels: lo que puedes (y no puedes) ver de cualquier cuenta",
  description:
    "Qué métricas de los Reels son públicas, cuáles solo ve el propietario, cómo cambia las cifras el paso de reproducciones a visualizaciones y cómo analizar los Reels de la competencia.",
  excerpt:
    "Los me gusta y los comentarios son públicos, los compartidos no, y las visualizaciones acaban de cambiar de significado. Un mapa claro de los datos de Reels antes de comparar cuentas.",
  body: [
    {
      type: "p",
      text: "Instagram es la plataforma donde la analítica pública resulta más confusa. La app muestra un número de visualizaciones en los Reels, los me gusta se pueden ocultar, los compartidos nunca son públicos y la API oficial ofrece campos distintos según si la cuenta es tuya o no. Si comparas creadores o sigues a la competencia, necesitas saber qué números estás mirando en realidad. Esta guía explica qué es visible, qué no lo es y cómo trabajar con los datos que faltan.",
    },
    { type: "h2", id: "what-is-public", text: "Qué es público en un Reel" },
    {
      type: "ul",
      items: [
        "Visualizaciones: se muestran en los Reels en la app y en la web. Es la cifra principal de alcance.",
        "Me gusta: públicos, salvo que el creador haya decidido ocultar el recuento.",
        "Comentarios: el recuento es público, salvo que los comentarios estén desactivados.",
        "Fecha y hora de publicación, descripción y duración: públicas.",
        "A nivel de cuenta: los seguidores y el número de publicaciones son públicos en cualquier cuenta pública.",
      ],
    },
    {
      type: "p",
      text: "Los compartidos, los guardados, el alcance, el tiempo de reproducción y los datos demográficos de la audiencia no se muestran a terceros. Solo los ve el propietario de la cuenta, en las estadísticas de Instagram o a través de la API oficial con su permiso.",
    },
    { type: "h2", id: "what-the-api-gives", text: "Qué ofrece la API oficial a terceros" },
    {
      type: "p",
      text: "La Instagram Graph API de Meta tiene una función llamada Business Discovery que permite a una cuenta de empresa o de creador consultar otra cuenta de empresa o de creador. Devuelve los seguidores, los seguidos y el número de publicaciones del perfil y, para cada publicación, la descripción, el tipo de contenido, el enlace permanente, la fecha, el número de me gusta y el número de comentarios. No puede consultar cuentas personales en absoluto, y las visualizaciones de los Reels de otras personas no figuran en la lista de campos documentados. Por eso, las herramientas que muestran las visualizaciones de los Reels de cualquier cuenta pública leen los datos públicos de la web en lugar de depender solo de esa API.",
    },
    {
      type: "tip",
      title: "Oculto o ausente no significa cero",
      text: "Cuando un creador oculta los me gusta, el valor honesto es «desconocido», no 0. Una herramienta que lo guarda como 0 mostrará un falso desplome de la interacción. Trata también los recuentos que faltan como datos ausentes en tus propias hojas de cálculo.",
    },
    { type: "h2", id: "plays-became-views", text: "En 2025 las reproducciones pasaron a ser visualizaciones" },
    {
      type: "p",
      text: "Instagram cambió su métrica de vídeo en 2025. En las estadísticas del propietario de la cuenta, la nueva métrica se llama visualizaciones y abarca Reels, publicaciones del feed e historias; las antiguas métricas de reproducciones, repeticiones y reproducciones agregadas quedaron obsoletas en la API el 21 de abril de 2025. Para el análisis, esto implica dos cosas. Primero, una serie temporal que abarque el cambio puede mostrar un salto que no tiene nada que ver con el rendimiento. Segundo, cuando compares cifras de distintas herramientas, comprueba si cada una indica reproducciones o visualizaciones, porque se ha visto que algunas fuentes de datos de terceros devuelven ambas, con valores diferentes para el mismo Reel.",
    },
    { type: "h2", id: "engagement-on-reels", text: "La interacción en Reels sin compartidos" },
    {
      type: "p",
      text: "Como los compartidos y los guardados son privados, la interacción que puedes calcular en el Reel de otra persona son los me gusta más los comentarios. Si la divides entre las visualizaciones, obtienes una tasa de interacción comparable entre Reels y entre cuentas de Instagram, pero no directamente con TikTok, donde los compartidos y los guardados son públicos y se suman al total. Cuando compares plataformas, compara solo las partes que ambas muestran (me gusta y comentarios) o etiqueta las cifras con claridad.",
    },
    {
      type: "ol",
      items: [
        "Recopila los Reels recientes de la cuenta con sus visualizaciones, me gusta y comentarios.",
        "Calcula las visualizaciones medianas; son tu referencia para un Reel típico.",
        "Para cada Reel, calcula (me gusta + comentarios) / visualizaciones y sus visualizaciones en relación con la mediana.",
        "Busca los Reels que superan ampliamente la mediana y comprueba si su tasa de interacción también es más alta, o si el alcance llegó sin interacción.",
      ],
    },
    { type: "h2", id: "comparing-accounts", text: "Comparar cuentas de Instagram de forma justa" },
    {
      type: "p",
      text: "En Instagram, el número de seguidores dice poco del alcance de los Reels, porque los Reels se distribuyen entre no seguidores a través de la pestaña Reels y de Explorar. Un creador con 50.000 seguidores cuyos Reels suelen alcanzar 40.000 visualizaciones está en una posición muy distinta de otro con 500.000 seguidores cuyos Reels suelen quedarse en 15.000. Usa las visualizaciones medianas de los Reels como medida principal del alcance, y las visualizaciones por seguidor como señal secundaria de qué parte de la audiencia sigue activa.",
    },
    {
      type: "ul",
      items: [
        "Compara Reels con Reels. Los carruseles y las fotos se comportan de otra manera y no tienen recuento de visualizaciones.",
        "Usa una ventana reciente, como los últimos 30 Reels, para que el contenido antiguo no domine.",
        "Dale a los Reels recientes unos días antes de juzgarlos.",
        "Comprueba si hay me gusta ocultos antes de ordenar cuentas por interacción.",
      ],
    },
    { type: "h2", id: "what-to-track-over-time", text: "Qué seguir a lo largo del tiempo" },
    {
      type: "p",
      text: "Una sola instantánea te dice dónde está una cuenta; las instantáneas repetidas te dicen hacia dónde va. Registrar cada día las visualizaciones, los me gusta y los comentarios de cada Reel muestra lo rápido que arranca el contenido nuevo, cuándo deja de crecer y qué Reels siguen sumando semanas después. Para seguir a la competencia, ese historial suele ser más útil que los totales: un Reel que sigue creciendo al cabo de dos semanas está volviendo a recomendarse, y eso es una señal fuerte sobre su tema.",
    },
    { type: "h2", id: "try-it", text: "Analiza una cuenta de Reels" },
    {
      type: "p",
      text: "El análisis gratuito de Instagram Reels de Feedscope muestra las visualizaciones medianas y medias, la interacción y el múltiplo de cada Reel reciente de cualquier cuenta pública, y trata los recuentos ocultos como desconocidos en lugar de como cero.",
    },
    {
      type: "cta",
      text: "Introduce un usuario de Instagram para ver sus Reels tal y como describe esta guía.",
      label: "Analizar una cuenta de Instagram Reels",
      href: "/analyze/analyze-instagram-reels-account/",
    },
  ],
};

export default post;
