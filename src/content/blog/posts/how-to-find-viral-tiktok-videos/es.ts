import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Cómo encontrar vídeos virales en TikTok: la regla del 10× para detectar los verdaderos outliers",
  description:
    "Un método práctico para encontrar los vídeos de TikTok que de verdad despegaron: mide cada vídeo frente a la mediana de la cuenta, aplica la regla del 10× y aprende del patrón.",
  excerpt:
    "Muchas visualizaciones no equivalen a viral. Compara cada vídeo con la mediana de su propia cuenta y los verdaderos bombazos saltan a la vista, tanto en cuentas grandes como pequeñas.",
  body: [
    {
      type: "p",
      text: "«Viral» se usa para cualquier vídeo con una cifra grande debajo. Así, la palabra no sirve para analizar nada: un vídeo con 2 millones de visualizaciones es lo normal para una cuenta con 10 millones de seguidores y un acontecimiento único para una cuenta que suele conseguir 5000. Si quieres entender qué hace que un contenido de TikTok despegue, necesitas una definición que funcione en los dos casos. La más sencilla que se sostiene es relativa: un vídeo es un outlier (un valor atípico) cuando supera con creces el rendimiento habitual de su propia cuenta.",
    },
    {
      type: "h2",
      id: "views-relative-to-median",
      text: "Mide las visualizaciones en relación con la mediana de la cuenta",
    },
    {
      type: "p",
      text: "Empieza por las visualizaciones medianas de la cuenta en sus vídeos recientes (el valor central, no la media, que está inflada precisamente por los outliers que buscas). Después divide las visualizaciones de cada vídeo entre esa mediana. El resultado es el múltiplo del vídeo, a veces llamado outlier score. Un vídeo de 1× hizo exactamente lo que suele hacer la cuenta. Un vídeo de 0,5× rindió por debajo. Un vídeo de 4× encontró claramente un público más allá del habitual.",
    },
    {
      type: "tip",
      title: "Por qué la mediana",
      text: "Si una cuenta tiene un vídeo con millones de visualizaciones, su media puede multiplicar varias veces su resultado típico. Dividir entre esa media ocultaría justo el bombazo que quieres encontrar.",
    },
    { type: "h2", id: "the-10x-rule", text: "La regla del 10×" },
    {
      type: "p",
      text: "¿Dónde se pone el límite de lo «viral»? No hay un umbral oficial, pero un múltiplo de 10 es una convención práctica: un vídeo que alcanza diez veces las visualizaciones medianas de la cuenta ha sido impulsado por el feed Para ti mucho más allá de los seguidores del creador. Es lo bastante raro como para ser significativo y lo bastante frecuente como para que las cuentas activas tengan unos cuantos. Dos tramos intermedios útiles son 2× (un éxito sólido) y 5× (un bombazo claro). Feedscope marca un vídeo como viral a partir de 10× y agrupa el resto en estos tramos, para que veas con qué frecuencia despega una cuenta, y no solo si alguna vez lo hizo.",
    },
    {
      type: "ul",
      items: [
        "Por debajo de 1×: por debajo del nivel habitual de la cuenta.",
        "De 1× a 2×: rendimiento normal.",
        "De 2× a 5×: un éxito claro; conviene anotar el tema y el formato.",
        "De 5× a 10×: un bombazo; estúdialo.",
        "10× o más: viral para esa cuenta.",
      ],
    },
    { type: "h2", id: "where-the-numbers-come-from", text: "De dónde salen los números en TikTok" },
    {
      type: "p",
      text: "TikTok muestra las visualizaciones, los me gusta, los comentarios, los compartidos y los guardados de cada vídeo público. Su Display API oficial solo devuelve los vídeos propios de un creador después de que inicie sesión, y no incluye los guardados. Las herramientas que siguen cualquier cuenta pública leen los mismos datos públicos que muestra la página web. Hay un detalle importante para la precisión: la página incluye los contadores dos veces, unos redondeados y otros exactos, y las herramientas cuidadosas usan los exactos. Las cifras redondeadas como «1,2 M» sirven para echar un vistazo, pero pueden ocultar diferencias reales entre vídeos.",
    },
    {
      type: "p",
      text: "Recuerda también que las visualizaciones siguen llegando durante días. Un vídeo publicado esta mañana tiene un múltiplo bajo simplemente porque es reciente. Evalúa los múltiplos cuando el vídeo haya tenido tiempo de asentarse, o compara vídeos de antigüedad similar.",
    },
    { type: "h2", id: "a-step-by-step-routine", text: "Una rutina paso a paso" },
    {
      type: "ol",
      items: [
        "Elige entre 5 y 20 cuentas de tu nicho, incluidas algunas pequeñas: los outliers de las cuentas pequeñas suelen ser la señal más clara de una idea potente.",
        "Para cada cuenta, calcula las visualizaciones medianas de sus vídeos recientes (por ejemplo, los últimos 30 a 50).",
        "Calcula el múltiplo de cada vídeo y ordena todos los vídeos de todas las cuentas por múltiplo, no por visualizaciones absolutas.",
        "Quédate con los vídeos de 5× en adelante. Míralos y anota el gancho, el formato, la duración y el tema.",
        "Busca patrones que se repitan entre cuentas. Un outlier puede ser suerte; la misma idea despegando en tres cuentas es una tendencia.",
        "Vuelve a revisar al cabo de una semana: las ideas que siguen generando outliers son las que hay que aprovechar.",
      ],
    },
    { type: "h2", id: "common-mistakes", text: "Errores habituales" },
    {
      type: "ul",
      items: [
        "Ordenar por visualizaciones absolutas. Solo encontrarás las cuentas más grandes, cuyos éxitos te dicen poco sobre lo que funciona para ti.",
        "Usar la mediana de toda la trayectoria de una cuenta antigua. Si el creador ha crecido o caído mucho, la referencia justa es una ventana reciente.",
        "Contar las resubidas del mismo clip en varias cuentas como pruebas independientes.",
        "Ignorar los me gusta, los comentarios y los guardados. Un vídeo de 10× con una tasa de interacción inusualmente baja puede haber despegado gracias a un sonido en tendencia más que al propio contenido.",
        "Tratar un outlier como una fórmula. Muestra una idea que funcionó una vez; pruébala antes de apostar una campaña entera por ella.",
      ],
    },
    { type: "h2", id: "what-to-copy", text: "Qué aprender de un outlier" },
    {
      type: "p",
      text: "Cuando tengas una lista corta de outliers, fíjate en qué los diferencia de los vídeos de 1× de la misma cuenta. Esa diferencia es la lección: un primer segundo más potente, una pregunta en la descripción, un formato que la cuenta usa poco, una duración distinta de la habitual. Comparar una cuenta consigo misma elimina las variables que no puedes copiar, como el número de seguidores o el reconocimiento de marca, y deja las que sí puedes copiar.",
    },
    {
      type: "quote",
      text: "El mejor outlier para estudiar no es el vídeo más grande de tu nicho. Es el que funcionó diez veces mejor de lo que esperaba su propio creador.",
    },
    { type: "h2", id: "try-it", text: "Encuentra los outliers de cualquier cuenta" },
    {
      type: "p",
      text: "El análisis gratuito de TikTok de Feedscope muestra las visualizaciones medianas de una cuenta, el múltiplo de cada vídeo respecto a esa mediana y sus vídeos más virales, así que la rutina anterior te lleva un minuto en lugar de una hoja de cálculo.",
    },
    {
      type: "cta",
      text: "Introduce un usuario de TikTok y descubre qué vídeos superaron la línea del 10×.",
      label: "Analizar una cuenta de TikTok",
      href: "/analyze/analyze-tiktok-account/",
    },
  ],
};

export default post;
