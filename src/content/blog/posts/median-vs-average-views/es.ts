import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Visualizaciones medianas o medias: ¿qué cifra dice la verdad sobre una cuenta?",
  description:
    "Por qué la media de visualizaciones de una cuenta de vídeo corto engaña, cómo lo corrige la mediana y cómo usar ambas para evaluar creadores y tu propio canal.",
  excerpt:
    "Un solo vídeo viral puede duplicar de un día para otro la media de visualizaciones de una cuenta. La mediana apenas se mueve. Así se leen las dos cifras y cuándo importa cada una.",
  body: [
    {
      type: "p",
      text: "Abre cualquier herramienta de analítica de vídeo corto y la primera cifra que verás suele ser la «media de visualizaciones». Parece el resumen honesto de una cuenta: sumas las visualizaciones de todos los vídeos, divides entre el número de vídeos y listo. En TikTok, Instagram Reels y YouTube Shorts, esa cifra es muy a menudo la menos útil de la página. Este artículo explica por qué, qué hace mejor la mediana y cómo usar las dos juntas.",
    },
    { type: "h2", id: "why-averages-break", text: "Por qué la media falla en el vídeo corto" },
    {
      type: "p",
      text: "Las visualizaciones de los vídeos cortos no se reparten de forma uniforme. La mayoría de los vídeos de una cuenta se sitúan en una franja bastante estrecha y, de vez en cuando, el feed de recomendación impulsa uno mucho más allá de la audiencia habitual. Esos éxitos poco frecuentes no son solo un poco más grandes: pueden ser decenas o cientos de veces más grandes. La media trata ese único vídeo como si sus visualizaciones se repartieran entre todos los demás.",
    },
    {
      type: "p",
      text: "Imagina una cuenta ficticia con diez vídeos recientes. Nueve consiguieron entre 8000 y 12.000 visualizaciones, unas 10.000 cada uno. El décimo se subió a una tendencia y llegó a 900.000. La media ronda las 99.000 visualizaciones. Ni un solo vídeo de la cuenta rindió realmente así: nueve están diez veces por debajo y uno, nueve veces por encima. Si fueras una marca que paga una publicación en función de esa media, estarías pagando un resultado que el creador consigue más o menos una vez de cada diez.",
    },
    { type: "h2", id: "what-the-median-measures", text: "Qué mide la mediana en cambio" },
    {
      type: "p",
      text: "La mediana es el valor central cuando ordenas los vídeos por visualizaciones. Con diez vídeos, es la media del quinto y el sexto. En el ejemplo anterior ronda las 10.000 visualizaciones, que es exactamente lo que consigue un vídeo típico de esa cuenta. Un éxito viral más no la mueve, y un fracaso tampoco. Esa estabilidad es la clave: la mediana responde a la pregunta «¿qué pasa cuando esta cuenta publica un vídeo normal?».",
    },
    {
      type: "ul",
      items: [
        "La media de visualizaciones responde a: ¿cuántas visualizaciones reunió la cuenta por vídeo, en total?",
        "Las visualizaciones medianas responden a: ¿cuántas consigue un vídeo típico?",
        "La diferencia entre ambas te dice cuánto del alcance de la cuenta depende de éxitos excepcionales.",
      ],
    },
    {
      type: "tip",
      title: "Lectura rápida",
      text: "Si la media es más o menos el doble de la mediana o más, los totales de la cuenta dependen de unos pocos outliers. Mira esos vídeos antes de sacar conclusiones sobre el resto.",
    },
    { type: "h2", id: "when-the-average-still-matters", text: "Cuándo sigue importando la media" },
    {
      type: "p",
      text: "La media no está mal; responde a otra pregunta. Si compras un paquete de muchas publicaciones, o estimas cuántas visualizaciones en total generará un año de contenido, la media (o simplemente el total) es la cifra correcta, porque con suficientes vídeos los éxitos acaban llegando. Un creador cuya media está muy por encima de la mediana es una lotería con premios reales. Eso sí, no uses la media para predecir una publicación concreta.",
    },
    { type: "h2", id: "sample-size-and-windows", text: "Elige la ventana antes que la estadística" },
    {
      type: "p",
      text: "Las dos cifras dependen de qué vídeos incluyas. Una mediana calculada sobre toda la trayectoria de una cuenta mezcla al creador de hace tres años con el de hoy. Para decidir la próxima campaña, es más útil una ventana reciente: los últimos 20 a 50 vídeos, o los últimos 30 a 90 días en cuentas que publican a menudo. Los vídeos muy recientes también son una trampa. Un vídeo publicado ayer aún no ha terminado de sumar visualizaciones, así que incluirlo rebaja la mediana. Muchos analistas excluyen los vídeos con menos de unos días de antigüedad al comparar cuentas.",
    },
    {
      type: "p",
      text: "Los cambios de las plataformas también pueden romper una serie. Desde el 31 de marzo de 2025, YouTube cuenta como visualización cada inicio o repetición de un Short, sin tiempo mínimo de reproducción, y los recuentos de la Data API siguen esa regla. La mediana de Shorts de un canal medida antes y después de esa fecha no es la misma medición, así que compara siempre datos equivalentes.",
    },
    { type: "h2", id: "using-the-median-as-a-baseline", text: "Usar la mediana como referencia" },
    {
      type: "p",
      text: "Una vez que tienes una mediana fiable, se convierte en la vara de medir de cada vídeo. Divide las visualizaciones de un vídeo entre la mediana de la cuenta y obtendrás su múltiplo: 1× es un rendimiento normal, 3× es un éxito claro y 0,3× es un fallo. Los múltiplos hacen comparables cuentas de tamaños muy distintos. Un vídeo de 5× de un canal con una mediana de 2000 visualizaciones te dice tanto sobre lo que conecta con el público como un vídeo de 5× de un canal con una mediana de 2 millones.",
    },
    {
      type: "ol",
      items: [
        "Recopila los vídeos recientes de la cuenta con sus visualizaciones.",
        "Descarta los que solo tienen uno o dos días.",
        "Ordénalos por visualizaciones y toma el valor central: esa es la mediana.",
        "Divide las visualizaciones de cada vídeo entre la mediana para obtener su múltiplo.",
        "Estudia los vídeos de la parte alta y baja de esa lista, no las visualizaciones absolutas.",
      ],
    },
    { type: "h2", id: "reading-both-numbers", text: "Leer las dos cifras juntas" },
    {
      type: "p",
      text: "Al ponerlas una al lado de la otra, aparecen una y otra vez algunos patrones:",
    },
    {
      type: "ul",
      items: [
        "Media cercana a la mediana: una cuenta constante. Cada publicación rinde más o menos igual; ideal para campañas predecibles.",
        "Media muy por encima de la mediana: una cuenta que vive de los éxitos puntuales. Gran potencial de alcance, pero cada publicación por separado es incierta.",
        "Mediana al alza en los últimos meses mientras la media se mantiene plana: el nivel base del creador está mejorando incluso sin nuevos éxitos.",
        "Mediana a la baja mientras un antiguo vídeo viral sostiene la media: la cuenta se está enfriando.",
      ],
    },
    {
      type: "quote",
      text: "La mediana te dice qué esperar. La media te dice qué es posible. Haz el presupuesto con la primera y cruza los dedos con la segunda.",
    },
    { type: "h2", id: "try-it", text: "Pruébalo con una cuenta real" },
    {
      type: "p",
      text: "Feedscope calcula las visualizaciones medias y medianas, el vídeo más visto y el múltiplo de cada vídeo respecto a la mediana para cualquier cuenta pública de TikTok, Instagram Reels o YouTube Shorts, para que veas en segundos si una cuenta es constante o depende de unos pocos éxitos.",
    },
    {
      type: "cta",
      text: "Pega un usuario en la página de análisis gratuito y compara tú mismo las dos cifras.",
      label: "Analizar una cuenta gratis",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
