import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Wettbewerber auf TikTok, Reels und Shorts tracken: Aktualisierungsrhythmus und Historie",
  description:
    "Ein praxistaugliches Setup, um Wettbewerber und Creator bei Kurzvideos zu tracken: was du erfasst, wie oft du aktualisierst, wie viel Historie und welche Alerts sich lohnen.",
  excerpt:
    "Eine Momentaufnahme zeigt, wo ein Wettbewerber steht. Die Historie zeigt, wohin er sich bewegt. So richtest du ein Tracking ein, das Trends erkennt, ohne dich in Zahlen zu ertränken.",
  body: [
    {
      type: "p",
      text: "Ein gelegentlicher Blick auf das Profil eines Wettbewerbers verrät dir seine Follower-Zahl und seine größten Videos. Er verrät dir nicht, welches neue Video gerade abhebt, ob sein Grundniveau wächst oder welches Thema er neu testet. Dafür brauchst du Tracking: dieselben öffentlichen Zahlen, in regelmäßigen Abständen erfasst. Dieser Artikel zeigt, was du tracken solltest, wie oft und wie lange du die Daten aufbewahrst.",
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
      text: "Fass beides in Sammlungen zusammen, die zu deinen Fragen passen: eine pro Wettbewerbergruppe, eine pro Kampagne, eine pro Nische, die du recherchierst. Eine Liste mit 200 zusammenhanglosen Konten ist schwer zu lesen, fünf Sammlungen mit je 40 Konten sind es nicht.",
    },
    { type: "h2", id: "what-each-platform-exposes", text: "Was jede Plattform öffentlich zeigt" },
    {
      type: "p",
      text: "Das Tracking fremder Konten funktioniert nur mit öffentlichen Daten. Deshalb lohnt es sich zu wissen, was dazugehört.",
    },
    {
      type: "ul",
      items: [
        "YouTube: Die Data API liefert Aufrufe, Likes und Kommentare pro Video sowie die Abonnentenzahl pro Kanal. Abonnentenzahlen sind gerundet (meist auf drei signifikante Stellen), berechne daraus also keine exakten täglichen Abonnentenzuwächse.",
        "TikTok: Aufrufe, Likes, Kommentare, Shares und Saves werden bei öffentlichen Videos angezeigt, Follower und Gesamt-Likes auf Profilen. Die offizielle API deckt nur Konten ab, die sich anmelden, daher lesen Tracker die öffentlichen Seiten.",
        "Instagram: Follower, Anzahl der Beiträge, Likes (sofern nicht ausgeblendet) und Kommentare sind bei Reels öffentlich, ebenso die in der App angezeigte Aufrufzahl; Shares und Saves sind privat.",
        "Threads: Die offizielle API liefert dem Kontoinhaber vollständige Insights; für andere öffentliche Profile ist eine gesonderte Berechtigung nötig, die Meta nach einer Prüfung erteilt.",
      ],
    },
    { type: "h2", id: "refresh-cadence", text: "Wie oft du aktualisieren solltest" },
    {
      type: "p",
      text: "Kurzvideos sammeln die meisten Aufrufe in den ersten Tagen, dann flacht die Kurve ab – mit gelegentlichen zweiten Wellen, wenn der Feed sie erneut ausspielt. Der Aktualisierungsrhythmus sollte zu deiner Fragestellung passen:",
    },
    {
      type: "ul",
      items: [
        "Eine tägliche Aktualisierung reicht, um das Grundniveau von Wettbewerbern zu verfolgen, neue Ausreißer innerhalb eines Tages zu entdecken und aussagekräftige Wachstumskurven aufzubauen.",
        "Zweimal täglich hilft bei Launches und Kampagnen, wenn du noch am selben Tag reagieren willst, sobald ein Video abhebt.",
        "Stündliche Aktualisierungen lohnen sich für die Wettbewerbsanalyse selten. Sie vervielfachen die Anfragen an die Plattformen, und die meisten Entscheidungen ändern sich nicht innerhalb einer Stunde.",
      ],
    },
    {
      type: "tip",
      title: "Aktualisieren, was sich noch bewegt",
      text: "Alte Videos verändern sich langsam. Ein durchdachter Tracker aktualisiert neue Videos häufig und ältere seltener – so bekommen frische Inhalte die Aufmerksamkeit, und die Historie bleibt trotzdem vollständig.",
    },
    { type: "h2", id: "history", text: "Wie viel Historie du aufbewahren solltest" },
    {
      type: "p",
      text: "Jede Aktualisierung fügt einen Datenpunkt hinzu. Über die Zeit gesammelt, beantworten diese Punkte Fragen, die eine Momentaufnahme nicht beantworten kann: wie schnell ein Video in seinen ersten 48 Stunden gewachsen ist, ob der Median eines Wettbewerbers im Quartal gestiegen ist, ob ein altes Video plötzlich wieder zulegt. Eine Woche Historie reicht, um neue Videos zu verfolgen; 30 Tage zeigen eine Kampagne von Anfang bis Ende; eine längere Historie brauchst du für Quartalsvergleiche und saisonale Muster.",
    },
    {
      type: "p",
      text: "Die Historie schützt dich auch vor Plattformänderungen. Als YouTube am 31. März 2025 begann, jeden Start und jede Wiederholung eines Shorts als Aufruf zu zählen, zeigten Zeitreihen über dieses Datum hinweg einen Sprung – eine geänderte Definition, keine geänderte Performance. Mit Historie erkennst du solche Sprünge und können jeden Zeitraum für sich vergleichen.",
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
      text: "Schick Alerts dorthin, wo dein Team ohnehin arbeitet – per E-Mail, in einen Chat-Kanal oder per Webhook in deine eigenen Tools – und setz die Schwellenwerte streng. Ein Alert, der jede Stunde auslöst, wird bald ignoriert.",
    },
    { type: "h2", id: "a-weekly-routine", text: "Eine wöchentliche Routine" },
    {
      type: "ol",
      items: [
        "Sichte die neuen Videos jeder Sammlung, sortiert nach ihrem Vielfachen gegenüber dem Median des Kontos.",
        "Notiere die zwei oder drei Ideen, die durchgestartet sind, mit Hook, Format und Länge.",
        "Vergleiche den Median jedes Wettbewerbers mit dem des Vormonats.",
        "Nimm neu entdeckte Konten auf und entferne die, die keine Rolle mehr spielen.",
      ],
    },
    { type: "h2", id: "try-it", text: "Starte mit einer kostenlosen Analyse" },
    {
      type: "p",
      text: "Feedscope trackt Kanäle und einzelne Videos auf TikTok, Instagram Reels, YouTube Shorts und Threads, aktualisiert sie im Rhythmus deines Tarifs, speichert ihre Historie und verschickt Alerts. Am schnellsten startest du mit einer kostenlosen Analyse eines Wettbewerbers.",
    },
    {
      type: "cta",
      text: "Analysiere das Konto eines Wettbewerbers und tracke es dann mit einem Klick.",
      label: "Konto kostenlos beobachten",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
