import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "La duración ideal de tus vídeos y la mejor hora para publicar: encuéntralas en tus propios datos",
  description:
    "Los consejos genéricos sobre duración y horarios rara vez encajan con tu cuenta. Cómo encontrar tu duración y tus horas ideales a partir de datos públicos, y qué errores evitar.",
  excerpt:
    "No existe una duración ni una hora perfectas para todos. Existe una para tu cuenta, y tus vídeos ya publicados tienen la respuesta si los agrupas de la forma correcta.",
  body: [
    {
      type: "p",
      text: "Busca cuánto debe durar un TikTok o cuál es la mejor hora para publicar un Reel y encontrarás respuestas muy seguras de sí mismas que se contradicen entre ellas. Son promedios de millones de cuentas con audiencias, nichos y husos horarios distintos. La respuesta útil es la de tu cuenta, o la del competidor que estás analizando, y se puede leer en los vídeos que ya están publicados. Esta guía te enseña cómo.",
    },
    { type: "h2", id: "what-the-platforms-allow", text: "Qué permiten las plataformas" },
    {
      type: "p",
      text: "Los límites de duración determinan qué significa «corto», y han cambiado. Los YouTube Shorts estaban limitados a 60 segundos hasta el 15 de octubre de 2024; desde entonces, los vídeos verticales o cuadrados de hasta tres minutos cuentan como Shorts, mientras que los subidos antes conservan su clasificación anterior. TikTok e Instagram Reels también admiten hoy vídeos de mucho más de un minuto. Por eso, un análisis de duración no debería detenerse en los 60 segundos, y puede que los datos anteriores a estos cambios simplemente no contengan vídeos largos con los que comparar.",
    },
    { type: "h2", id: "group-by-duration", text: "Agrupa los vídeos por duración y compara medianas" },
    {
      type: "p",
      text: "El método es sencillo: reparte los vídeos de la cuenta en tramos de duración y compara las visualizaciones medianas de cada tramo. Funcionan bien los tramos que siguen los cortes de las propias plataformas, porque los creadores suelen pensar cada vídeo para un formato concreto: menos de 15 segundos, de 15 a 30, de 30 a 60, de 60 a 90, de 90 a 180 y más. Aquí las medianas importan por la misma razón que en cualquier otro análisis de vídeo corto: un solo vídeo viral en un tramo haría que su media pareciera una ley de la naturaleza.",
    },
    {
      type: "ol",
      items: [
        "Toma los últimos 50 a 100 vídeos de la cuenta y deja fuera los de los últimos días.",
        "Asigna cada vídeo a un tramo de duración.",
        "Para cada tramo, anota el número de vídeos y las visualizaciones medianas.",
        "Ignora los tramos con solo un puñado de vídeos; tres vídeos son una anécdota.",
        "El tramo con la mediana más alta y una muestra razonable es tu mejor duración actual.",
      ],
    },
    {
      type: "tip",
      title: "La duración rara vez es la causa",
      text: "Un tramo gana por el tipo de vídeos que contiene. Si todos tus tutoriales duran entre 60 y 90 segundos y todos tus sketches menos de 15, estás comparando formatos, no duraciones. Revisa qué tipo de contenido hay en cada tramo antes de cambiar tu forma de editar.",
    },
    { type: "h2", id: "posting-times", text: "Horarios de publicación: un mapa de calor, no una regla" },
    {
      type: "p",
      text: "Para los horarios de publicación se aplica la misma idea, pero en dos dimensiones. Coloca cada vídeo en una cuadrícula de día de la semana por hora, en el huso horario de tu audiencia, y colorea cada celda según las visualizaciones medianas de los vídeos publicados en ese momento. Así se ven dos cosas: cuándo publica realmente la cuenta y si alguna franja funciona mejor de forma constante.",
    },
    {
      type: "ul",
      items: [
        "Usa un único huso horario para todo. Las plataformas indican la hora de publicación en UTC o con un desfase; conviértela antes de agrupar.",
        "Las celdas vacías no son malas franjas: son franjas sin probar.",
        "Las celdas con uno o dos vídeos son ruido. Busca patrones amplios, como que las tardes superen a las mañanas, en lugar de una única hora mágica.",
        "Los feeds de recomendación siguen distribuyendo un buen vídeo durante días, así que en el vídeo corto la hora de publicación suele importar menos que en los feeds cronológicos.",
      ],
    },
    { type: "h2", id: "run-small-tests", text: "Convierte los patrones en pequeñas pruebas" },
    {
      type: "p",
      text: "Los datos históricos muestran correlaciones. Para saber qué provoca mejores resultados, cambia una sola cosa cada vez. Si tus vídeos de 30 a 60 segundos tienen la mediana más alta, haz los próximos vídeos en ese rango sobre temas que normalmente recortarías más, y compáralos con tu referencia. Si las tardes parecen funcionar mejor, pasa a la tarde algunos vídeos comparables. Mide cada prueba frente a tu mediana, no frente al mejor vídeo que hayas publicado nunca.",
    },
    { type: "h2", id: "competitors", text: "Usa a la competencia para llenar los huecos" },
    {
      type: "p",
      text: "Tu propia cuenta no puede decirte cómo funcionaría una duración que nunca has probado. La competencia sí. Aplica el mismo análisis de duración y el mismo mapa de calor a entre tres y cinco cuentas de tu nicho. Si sus vídeos más largos superan de forma constante sus propias medianas mientras tú solo publicas vídeos cortos, tienes una hipótesis que merece la pena probar. Como todo esto se basa en datos públicos, puedes hacerlo con cualquier cuenta pública.",
    },
    {
      type: "quote",
      text: "La duración correcta es la que tu audiencia ve. Tus datos ya la conocen; solo hay que agruparlos para que hablen.",
    },
    { type: "h2", id: "watch-for-data-breaks", text: "Cuidado con las rupturas en los datos" },
    {
      type: "p",
      text: "Dos cambios recientes pueden distorsionar las comparaciones. Desde el 31 de marzo de 2025, YouTube cuenta como visualización cada inicio o repetición de un Short, lo que eleva las cifras frente a los Shorts anteriores. En 2025, Instagram pasó de las reproducciones a las visualizaciones como métrica principal de vídeo. Cuando un análisis abarque esas fechas, compara los tramos dentro de un mismo periodo y no entre periodos distintos.",
    },
    { type: "h2", id: "try-it", text: "Descubre tu mejor duración" },
    {
      type: "p",
      text: "El análisis gratuito de Feedscope agrupa por duración los vídeos de cualquier cuenta pública, muestra la duración con mejor rendimiento junto con su número de vídeos y su rango de duración, y dibuja un mapa de calor de los horarios de publicación, para TikTok, Instagram Reels y YouTube Shorts.",
    },
    {
      type: "cta",
      text: "Haz un análisis de duración de tu propia cuenta o de la de un competidor.",
      label: "Analizar un canal de YouTube Shorts",
      href: "/analyze/analyze-youtube-shorts-account/",
    },
  ],
};

export default post;
