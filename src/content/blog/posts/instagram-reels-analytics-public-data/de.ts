import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Instagram-Reels-Analyse: Was du bei jedem Konto sehen kannst – und was nicht",
  description:
    "Welche Reels-Kennzahlen öffentlich sind, welche nur der Inhaber sieht, was Instagrams Wechsel von Plays zu Views ändert und wie du Reels der Konkurrenz analysierst.",
  excerpt:
    "Likes und Kommentare sind öffentlich, Shares nicht, und Aufrufzahlen haben gerade ihre Bedeutung geändert. Eine klare Übersicht der Reels-Daten, bevor du Konten vergleichst.",
  body: [
    {
      type: "p",
      text: "Auf keiner Plattform sind öffentliche Kennzahlen so verwirrend wie auf Instagram. Die App zeigt bei Reels eine Aufrufzahl an, Likes können ausgeblendet sein, Shares sind nie öffentlich, und die offizielle API liefert unterschiedliche Felder, je nachdem, ob dir das Konto gehört. Wenn du Creator vergleichst oder Wettbewerber beobachtest, musst du wissen, welche Zahlen du eigentlich vor dir hast. Dieser Leitfaden zeigt, was sichtbar ist, was nicht und wie du mit den Lücken umgehst.",
    },
    { type: "h2", id: "what-is-public", text: "Was bei einem Reel öffentlich ist" },
    {
      type: "ul",
      items: [
        "Aufrufe: werden bei Reels in der App und im Web angezeigt. Das ist die zentrale Zahl für die Reichweite.",
        "Likes: öffentlich, sofern der Creator die Like-Zahl nicht ausgeblendet hat.",
        "Kommentare: Die Anzahl ist öffentlich, sofern Kommentare nicht deaktiviert sind.",
        "Veröffentlichungszeit, Caption und Länge: öffentlich.",
        "Auf Kontoebene: Follower und Anzahl der Beiträge sind bei jedem öffentlichen Konto sichtbar.",
      ],
    },
    {
      type: "p",
      text: "Shares, Saves, Reichweite, Wiedergabezeit und demografische Daten der Zielgruppe sehen Außenstehende nicht. Nur der Kontoinhaber hat Zugriff darauf – in Instagrams eigenen Insights oder über die offizielle API mit seiner Erlaubnis.",
    },
    { type: "h2", id: "what-the-api-gives", text: "Was die offizielle API Dritten liefert" },
    {
      type: "p",
      text: "Metas Instagram Graph API bietet mit Business Discovery eine Funktion, über die ein Business- oder Creator-Konto ein anderes Business- oder Creator-Konto abfragen kann. Sie liefert Follower, gefolgte Konten und Anzahl der Beiträge des Profils sowie für jeden Beitrag Caption, Medientyp, Permalink, Zeitstempel, Like-Zahl und Kommentarzahl. Persönliche Konten, also weder Business- noch Creator-Konten, lassen sich darüber gar nicht abfragen, und eine Aufrufzahl für die Reels anderer gehört nicht zu den dokumentierten Feldern. Deshalb lesen Tools, die Reel-Aufrufe für jedes öffentliche Konto anzeigen, die öffentlichen Webdaten, statt sich allein auf diese API zu verlassen.",
    },
    {
      type: "tip",
      title: "Ausgeblendet und fehlend heißt nicht null",
      text: "Blendet ein Creator seine Likes aus, ist der ehrliche Wert „unbekannt“, nicht 0. Ein Tool, das 0 speichert, zeigt einen Engagement-Einbruch, den es nie gab. Behandle fehlende Werte auch in deinen eigenen Tabellen als fehlend.",
    },
    { type: "h2", id: "plays-became-views", text: "Aus Plays wurden 2025 Views" },
    {
      type: "p",
      text: "Instagram hat 2025 seine Videokennzahl umgestellt. In den Insights des Kontoinhabers heißt die neue Kennzahl Views und umfasst Reels, Feed-Beiträge und Stories; die älteren Kennzahlen Plays, Replays und Aggregated Plays wurden in der API am 21. April 2025 abgekündigt. Für die Analyse bedeutet das zweierlei. Erstens kann eine Zeitreihe über die Umstellung hinweg einen Sprung zeigen, der nichts mit der Performance zu tun hat. Zweitens solltest du beim Vergleich von Zahlen aus verschiedenen Tools prüfen, ob jeweils Plays oder Views gemeint sind – denn Datenquellen von Drittanbietern liefern nachweislich beides, mit unterschiedlichen Werten für dasselbe Reel.",
    },
    { type: "h2", id: "engagement-on-reels", text: "Engagement bei Reels ohne Shares" },
    {
      type: "p",
      text: "Da Shares und Saves privat sind, besteht das Engagement, das du für fremde Reels berechnen kannst, aus Likes plus Kommentaren. Geteilt durch die Aufrufe ergibt sich eine Engagement-Rate, die zwischen Reels und zwischen Instagram-Konten vergleichbar ist, aber nicht direkt mit TikTok, wo Shares und Saves öffentlich sind und in die Summe einfließen. Wenn du Plattformen vergleichst, vergleiche entweder nur die Bestandteile, die beide zeigen (Likes und Kommentare), oder beschrifte die Zahlen eindeutig.",
    },
    {
      type: "ol",
      items: [
        "Sammle die aktuellen Reels des Kontos mit Aufrufen, Likes und Kommentaren.",
        "Berechne die Median-Aufrufe – das ist dein Basiswert für ein typisches Reel.",
        "Berechne für jedes Reel (Likes + Kommentare) / Aufrufe und seine Aufrufe im Verhältnis zum Median.",
        "Such nach Reels, die den Median deutlich übertreffen, und prüfe, ob auch ihre Engagement-Rate höher ist oder ob die Reichweite ohne Interaktion kam.",
      ],
    },
    { type: "h2", id: "comparing-accounts", text: "Instagram-Konten fair vergleichen" },
    {
      type: "p",
      text: "Follower-Zahlen sagen auf Instagram wenig über die Reichweite von Reels aus, denn Reels werden über den Reels-Tab und „Entdecken“ an Nicht-Follower ausgespielt. Ein Creator mit 50.000 Followern, dessen Reels typischerweise 40.000 Aufrufe erreichen, steht ganz anders da als einer mit 500.000 Followern, dessen Reels typischerweise bei 15.000 landen. Nutze die Median-Aufrufe pro Reel als wichtigstes Maß für die Reichweite und die Aufrufe pro Follower als ergänzendes Signal dafür, wie viel der Community noch aktiv ist.",
    },
    {
      type: "ul",
      items: [
        "Vergleiche Reels mit Reels. Karussells und Fotos verhalten sich anders und haben keine Aufrufzahl.",
        "Nutze einen aktuellen Zeitraum, etwa die letzten 30 Reels, damit alte Inhalte nicht dominieren.",
        "Gib neuen Reels ein paar Tage Zeit, bevor du sie bewertest.",
        "Achte auf ausgeblendete Like-Zahlen, bevor du Konten nach Engagement rankst.",
      ],
    },
    { type: "h2", id: "what-to-track-over-time", text: "Was du über die Zeit verfolgen solltest" },
    {
      type: "p",
      text: "Eine einzelne Momentaufnahme zeigt, wo ein Konto steht; wiederholte Momentaufnahmen zeigen, wohin es sich entwickelt. Wer Aufrufe, Likes und Kommentare jedes Reels täglich erfasst, sieht, wie schnell neue Inhalte anlaufen, wann sie aufhören zu wachsen und welche Reels noch Wochen später zulegen. Beim Wettbewerbs-Tracking ist diese Historie oft aufschlussreicher als die Summen: Ein Reel, das nach zwei Wochen noch wächst, wird erneut empfohlen – ein starkes Signal für sein Thema.",
    },
    { type: "h2", id: "try-it", text: "Ein Reels-Konto analysieren" },
    {
      type: "p",
      text: "Die kostenlose Instagram-Reels-Analyse von Feedscope zeigt für jedes öffentliche Konto die Median- und Durchschnittsaufrufe, das Engagement und das Ausreißer-Vielfache jedes aktuellen Reels – und behandelt ausgeblendete Werte als unbekannt statt als null.",
    },
    {
      type: "cta",
      text: "Gib einen Instagram-Nutzernamen ein und sieh dir seine Reels so an, wie dieser Leitfaden es beschreibt.",
      label: "Instagram-Reels-Konto analysieren",
      href: "/analyze/analyze-instagram-reels-account/",
    },
  ],
};

export default post;
