import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Wettbewerber auf TikTok, Reels und Shorts tracken: Aktualisierungsrhythmus und Historie",
  description:
    "Ein praxistaugliches Setup, um Wettbewerber und Creator bei Kurzvideos zu tracken: was Sie erfassen, wie oft Sie aktualisieren, wie viel Historie und welche Alerts sich lohnen.",
  excerpt:
    "Eine Momentaufnahme zeigt, wo ein Wettbewerber steht. Die Historie zeigt, wohin er sich bewegt. So richten Sie ein Tracking ein, das Trends erkennt, ohne Sie in Zahlen zu ertränken.",
  body: [
    {
      type: "p",
      text: "Ein gelegentlicher Blick auf das Profil eines Wettbewerbers verrät Ihnen seine Follower-Zahl und seine größten Videos. Er verrät Ihnen nicht, welches neue Video gerade abhebt, ob sein Grundniveau wächst oder welches Thema er neu testet. Dafür brauchen Sie Tracking: dieselben öffentlichen Zahlen, in regelmäßigen Abständen erfasst. Dieser Artikel zeigt, was Sie tracken sollten, wie oft und wie lange Sie die Daten aufbewahren.",
    },
    { type: "h2", id: "channels-and-videos", text: "Kanäle und einzelne Videos tracken" },
    {
      type: "p",
      text: "Tracking gibt es auf zwei Ebenen, und die meisten Teams brauchen beide.",
    },
    {
      type: "ul",
      items: [
        "Kanal-Tracking begleitet ein Konto: Follower, Gesamtaufrufe und -Likes, Anzahl der Beiträge und jedes neu veröffentlichte Video. Es beantwortet die Frage „Was macht dieser Wettbewerber?“",
        "Video-Tracking begleitet einen einzelnen Post über die Zeit: Aufrufe, Likes, Kommentare, Shares und Saves bei jeder Aktualisierung. Es beantwortet die Frage „Wie entwickelt sich genau dieses Video?“ und ist das Werkzeug für Kampagnen-Posts und Sponsored Content.",
      ],
    },
    {
      type: "p",
      text: "Fassen Sie beides in Sammlungen zusammen, die zu Ihren Fragen passen: eine pro Wettbewerbergruppe, eine pro Kampagne, eine pro Nische, die Sie recherchieren. Eine Liste mit 200 zusammenhanglosen Konten ist schwer zu lesen, fünf Sammlungen mit je 40 Konten sind es nicht.",
    },
    { type: "h2", id: "what-each-platform-exposes", text: "Was jede Plattform öffentlich zeigt" },
    {
      type: "p",
      text: "Das Tracking fremder Konten funktioniert nur mit öffentlichen Daten. Deshalb lohnt es sich zu wissen, was dazugehört.",
    },
    {
      type: "ul",
      items: [
        "YouTube: Die Data API liefert Aufrufe, Likes und Kommentare pro Video sowie die Abonnentenzahl pro Kanal. Abonnentenzahlen sind gerundet (meist auf drei signifikante Stellen), berechnen Sie daraus also keine exakten täglichen Abonnentenzuwächse.",
        "TikTok: Aufrufe, Likes, Kommentare, Shares und Saves werden bei öffentlichen Videos angezeigt, Follower und Gesamt-Likes auf Profilen. Die offizielle API deckt nur Konten ab, die sich anmelden, daher lesen Tracker die öffentlichen Seiten.",
        "Instagram: Follower, Anzahl der Beiträge, Likes (sofern nicht ausgeblendet) und Kommentare sind bei Reels öffentlich, ebenso die in der App angezeigte Aufrufzahl; Shares und Saves sind privat.",
        "Threads: Die offizielle API liefert dem Kontoinhaber vollständige Insights; für andere öffentliche Profile ist eine gesonderte Berechtigung nötig, die Meta nach einer Prüfung erteilt.",
      ],
    },
    { type: "h2", id: "refresh-cadence", text: "Wie oft Sie aktualisieren sollten" },
    {
      type: "p",
      text: "Kurzvideos sammeln die meisten Aufrufe in den ersten Tagen, dann flacht die Kurve ab – mit gelegentlichen zweiten Wellen, wenn der Feed sie erneut ausspielt. Der Aktualisierungsrhythmus sollte zu Ihrer Fragestellung passen:",
    },
    {
      type: "ul",
      items: [
        "Eine tägliche Aktualisierung reicht, um das Grundniveau von Wettbewerbern zu verfolgen, neue Ausreißer innerhalb eines Tages zu entdecken und aussagekräftige Wachstumskurven aufzubauen.",
        "Zweimal täglich hilft bei Launches und Kampagnen, wenn Sie noch am selben Tag reagieren wollen, sobald ein Video abhebt.",
        "Stündliche Aktualisierungen lohnen sich für die Wettbewerbsanalyse selten. Sie vervielfachen die Anfragen an die Plattformen, und die meisten Entscheidungen ändern sich nicht innerhalb einer Stunde.",
      ],
    },
    {
      type: "tip",
      title: "Aktualisieren, was sich noch bewegt",
      text: "Alte Videos verändern sich langsam. Ein durchdachter Tracker aktualisiert neue Videos häufig und ältere seltener – so bekommen frische Inhalte die Aufmerksamkeit, und die Historie bleibt trotzdem vollständig.",
    },
    { type: "h2", id: "history", text: "Wie viel Historie Sie aufbewahren sollten" },
    {
      type: "p",
      text: "Jede Aktualisierung fügt einen Datenpunkt hinzu. Über die Zeit gesammelt, beantworten diese Punkte Fragen, die eine Momentaufnahme nicht beantworten kann: wie schnell ein Video in seinen ersten 48 Stunden gewachsen ist, ob der Median eines Wettbewerbers im Quartal gestiegen ist, ob ein altes Video plötzlich wieder zulegt. Eine Woche Historie reicht, um neue Videos zu verfolgen; 30 Tage zeigen eine Kampagne von Anfang bis Ende; eine längere Historie brauchen Sie für Quartalsvergleiche und saisonale Muster.",
    },
    {
      type: "p",
      text: "Die Historie schützt Sie auch vor Plattformänderungen. Als YouTube am 31. März 2025 begann, jeden Start und jede Wiederholung eines Shorts als Aufruf zu zählen, zeigten Zeitreihen über dieses Datum hinweg einen Sprung – eine geänderte Definition, keine geänderte Performance. Mit Historie erkennen Sie solche Sprünge und können jeden Zeitraum für sich vergleichen.",
    },
    { type: "h2", id: "alerts", text: "Alerts, die sich lohnen" },
    {
      type: "ol",
      items: [
        "Ein neues Video eines Wettbewerbers übertrifft seine Median-Aufrufe um ein Mehrfaches: Ein Thema oder Format funktioniert gerade jetzt.",
        "Ein Kampagnenvideo hört auf zu wachsen: Zeit, es zu pushen oder das Budget umzuschichten.",
        "Die Follower-Zahl eines getrackten Kontos springt nach oben oder bricht ein: Da ist etwas passiert, das einen Blick wert ist.",
      ],
    },
    {
      type: "p",
      text: "Schicken Sie Alerts dorthin, wo Ihr Team ohnehin arbeitet – per E-Mail, in einen Chat-Kanal oder per Webhook in Ihre eigenen Tools – und setzen Sie die Schwellenwerte streng. Ein Alert, der jede Stunde auslöst, wird bald ignoriert.",
    },
    { type: "h2", id: "a-weekly-routine", text: "Eine wöchentliche Routine" },
    {
      type: "ol",
      items: [
        "Sichten Sie die neuen Videos jeder Sammlung, sortiert nach ihrem Vielfachen gegenüber dem Median des Kontos.",
        "Notieren Sie die zwei oder drei Ideen, die durchgestartet sind, mit Hook, Format und Länge.",
        "Vergleichen Sie den Median jedes Wettbewerbers mit dem des Vormonats.",
        "Nehmen Sie neu entdeckte Konten auf und entfernen Sie die, die keine Rolle mehr spielen.",
      ],
    },
    { type: "h2", id: "try-it", text: "Starten Sie mit einer kostenlosen Analyse" },
    {
      type: "p",
      text: "Feedscope trackt Kanäle und einzelne Videos auf TikTok, Instagram Reels, YouTube Shorts und Threads, aktualisiert sie im Rhythmus Ihres Tarifs, speichert ihre Historie und verschickt Alerts. Am schnellsten starten Sie mit einer kostenlosen Analyse eines Wettbewerbers.",
    },
    {
      type: "cta",
      text: "Analysieren Sie das Konto eines Wettbewerbers und tracken Sie es dann mit einem Klick.",
      label: "Konto kostenlos beobachten",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
