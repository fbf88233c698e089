import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Cómo monitorizar a la competencia en TikTok, Reels y Shorts: frecuencia de actualización e historial",
  description:
    "Una configuración práctica para seguir a competidores y creadores en vídeo corto: qué seguir, cada cuánto actualizar, cuánto historial guardar y qué alertas importan.",
  excerpt:
    "Una instantánea muestra dónde está un competidor. Un historial muestra hacia dónde va. Cómo montar un seguimiento que detecte tendencias sin ahogarte en números.",
  body: [
    {
      type: "p",
      text: "Echar un vistazo de vez en cuando al perfil de un competidor te dice cuántos seguidores tiene y cuáles son sus vídeos más vistos. No te dice qué vídeo nuevo está despegando ahora mismo, si su nivel base está creciendo ni qué tema ha empezado a probar. Para eso necesitas un seguimiento: las mismas cifras públicas registradas a intervalos regulares. Este artículo explica qué seguir, con qué frecuencia y durante cuánto tiempo guardarlo.",
    },
    { type: "h2", id: "channels-and-videos", text: "Sigue canales y vídeos concretos" },
    {
      type: "p",
      text: "El seguimiento tiene dos niveles, y la mayoría de los equipos necesitan los dos.",
    },
    {
      type: "ul",
      items: [
        "El seguimiento de canales sigue una cuenta: seguidores, visualizaciones y me gusta totales, número de publicaciones y cada vídeo nuevo que publica. Responde a la pregunta «¿qué está haciendo este competidor?».",
        "El seguimiento de vídeos sigue una sola publicación a lo largo del tiempo: visualizaciones, me gusta, comentarios, compartidos y guardados en cada actualización. Responde a la pregunta «¿cómo evoluciona este vídeo en concreto?» y es lo que usas para las publicaciones de campaña y el contenido patrocinado.",
      ],
    },
    {
      type: "p",
      text: "Agrupa ambos en colecciones que respondan a tus preguntas: una por cada grupo de competidores, una por campaña, una por cada nicho que estés investigando. Una lista de 200 cuentas sin relación entre sí es difícil de leer; cinco colecciones de 40, no.",
    },
    { type: "h2", id: "what-each-platform-exposes", text: "Qué muestra públicamente cada plataforma" },
    {
      type: "p",
      text: "El seguimiento de cuentas ajenas funciona solo con datos públicos, así que conviene saber qué incluyen.",
    },
    {
      type: "ul",
      items: [
        "YouTube: la Data API devuelve visualizaciones, me gusta y comentarios por vídeo, y el número de suscriptores por canal. Los suscriptores aparecen redondeados (normalmente a tres cifras significativas), así que no calcules con ellos ganancias diarias exactas de suscriptores.",
        "TikTok: las visualizaciones, los me gusta, los comentarios, los compartidos y los guardados se muestran en los vídeos públicos; los seguidores y los me gusta totales, en los perfiles. La API oficial solo cubre las cuentas que inician sesión, así que las herramientas de seguimiento leen las páginas públicas.",
        "Instagram: los seguidores, el número de publicaciones, los me gusta (salvo que estén ocultos) y los comentarios son públicos en los Reels, junto con las visualizaciones que muestra la app; los compartidos y los guardados son privados.",
        "Threads: la API oficial da estadísticas completas al propietario de la cuenta; para consultar otros perfiles públicos hace falta un permiso aparte que Meta concede tras una revisión.",
      ],
    },
    { type: "h2", id: "refresh-cadence", text: "Cada cuánto actualizar" },
    {
      type: "p",
      text: "Los vídeos cortos reúnen la mayor parte de sus visualizaciones en los primeros días y después se estabilizan, con segundas oleadas ocasionales cuando el feed vuelve a impulsarlos. La frecuencia de actualización debe ajustarse a la pregunta que te estás haciendo:",
    },
    {
      type: "ul",
      items: [
        "Una actualización diaria basta para seguir el nivel base de la competencia, detectar nuevos outliers en menos de un día y construir curvas de crecimiento útiles.",
        "Dos veces al día ayuda durante lanzamientos y campañas, cuando quieres reaccionar el mismo día a un vídeo que despega.",
        "La actualización cada hora rara vez compensa para analizar a la competencia. Multiplica las peticiones a las plataformas, y la mayoría de las decisiones no cambian en una hora.",
      ],
    },
    {
      type: "tip",
      title: "Actualiza lo que todavía se mueve",
      text: "Los vídeos antiguos cambian despacio. Una buena herramienta de seguimiento actualiza a menudo los vídeos nuevos y con menos frecuencia los antiguos, para que el contenido reciente reciba la atención mientras el historial sigue completo.",
    },
    { type: "h2", id: "history", text: "Cuánto historial guardar" },
    {
      type: "p",
      text: "Cada actualización añade un punto de datos. Guardados con el tiempo, esos puntos responden a preguntas que una instantánea no puede responder: lo rápido que creció un vídeo en sus primeras 48 horas, si la mediana de un competidor ha subido a lo largo del trimestre, si un vídeo antiguo ha vuelto de repente a crecer. Una semana de historial basta para seguir los vídeos nuevos; 30 días muestran una campaña de principio a fin; un historial más largo es lo que necesitas para comparar un trimestre con otro y detectar patrones estacionales.",
    },
    {
      type: "p",
      text: "El historial también te protege de los cambios de las plataformas. Cuando YouTube empezó a contar como visualización cada inicio o repetición de un Short el 31 de marzo de 2025, las series que abarcaban esa fecha mostraron un salto que era un cambio de definición, no de rendimiento. Con historial puedes ver esos escalones y comparar cada periodo según sus propias reglas.",
    },
    { type: "h2", id: "alerts", text: "Las alertas que merece la pena recibir" },
    {
      type: "ol",
      items: [
        "Un vídeo nuevo de un competidor multiplica varias veces sus visualizaciones medianas: un tema o un formato está funcionando ahora mismo.",
        "Un vídeo de campaña deja de crecer: es momento de promocionarlo o de mover el presupuesto.",
        "Los seguidores de una cuenta que sigues suben o bajan de golpe: ha pasado algo que merece un vistazo.",
      ],
    },
    {
      type: "p",
      text: "Envía las alertas allí donde tu equipo ya trabaja, como el correo electrónico, un canal de chat o un webhook hacia tus propias herramientas, y mantén umbrales exigentes. Una alerta que salta cada hora pronto deja de leerse.",
    },
    { type: "h2", id: "a-weekly-routine", text: "Una rutina semanal" },
    {
      type: "ol",
      items: [
        "Revisa los vídeos nuevos de cada colección ordenados por su múltiplo respecto a la mediana de la cuenta.",
        "Anota las dos o tres ideas que despegaron, con su gancho, formato y duración.",
        "Compara la mediana de cada competidor con la del mes anterior.",
        "Añade las cuentas que hayas descubierto y elimina las que ya no importan.",
      ],
    },
    { type: "h2", id: "try-it", text: "Empieza con un análisis gratuito" },
    {
      type: "p",
      text: "Feedscope sigue canales y vídeos concretos en TikTok, Instagram Reels, YouTube Shorts y Threads, los actualiza según la frecuencia de tu plan, guarda su historial y envía alertas. La forma más rápida de empezar es un análisis gratuito de un competidor.",
    },
    {
      type: "cta",
      text: "Analiza la cuenta de un competidor y empieza a seguirla con un clic.",
      label: "Monitorizar una cuenta gratis",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
