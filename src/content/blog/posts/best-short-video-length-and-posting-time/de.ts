import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Die beste Videolänge und Posting-Zeit: So findest du beides in deinen eigenen Daten",
  description:
    "Pauschale Tipps zu Videolänge und Posting-Zeiten passen selten zu deinem Konto. So findest du deine beste Dauer und Uhrzeit in öffentlichen Daten – inklusive typischer Fallstricke.",
  excerpt:
    "Die eine perfekte Länge oder Uhrzeit für alle gibt es nicht. Für dein Konto gibt es sie – und deine bisherigen Videos kennen die Antwort schon, wenn du sie richtig gruppierst.",
  body: [
    {
      type: "p",
      text: "Suchst du nach der besten Länge für ein TikTok oder der besten Uhrzeit für ein Reel, findest du selbstbewusste Antworten, die sich gegenseitig widersprechen. Es sind Durchschnittswerte über Millionen Konten mit unterschiedlichen Zielgruppen, Nischen und Zeitzonen. Die brauchbare Antwort ist die für dein Konto – oder für den Wettbewerber, den du gerade analysierst –, und sie lässt sich aus den bereits veröffentlichten Videos ablesen. Dieser Leitfaden zeigt, wie.",
    },
    { type: "h2", id: "what-the-platforms-allow", text: "Was die Plattformen erlauben" },
    {
      type: "p",
      text: "Längenbegrenzungen bestimmen, was „kurz“ überhaupt heißt, und sie haben sich geändert. YouTube Shorts waren bis zum 15. Oktober 2024 auf 60 Sekunden begrenzt; seitdem zählen vertikale oder quadratische Uploads mit bis zu drei Minuten als Shorts, während ältere Uploads ihre bisherige Einordnung behalten. Auch TikTok und Instagram Reels erlauben heute Videos, die deutlich länger als eine Minute sind. Eine Analyse der Videolänge sollte also nicht bei 60 Sekunden aufhören – und ältere Daten aus der Zeit vor diesen Änderungen enthalten womöglich schlicht keine langen Videos zum Vergleich.",
    },
    { type: "h2", id: "group-by-duration", text: "Videos nach Länge gruppieren, dann Mediane vergleichen" },
    {
      type: "p",
      text: "Die Methode ist einfach: Ordne die Videos des Kontos Längenklassen zu und vergleiche die Median-Aufrufe jeder Klasse. Klassen, die sich an den Grenzen der Plattformen orientieren, funktionieren gut, weil Creator ihre Videos meist für ein bestimmtes Format produzieren: unter 15 Sekunden, 15 bis 30, 30 bis 60, 60 bis 90, 90 bis 180 und länger. Der Median ist hier aus demselben Grund wichtig wie überall bei Kurzvideos: Ein einziges virales Video in einer Klasse ließe ihren Durchschnitt wie ein Naturgesetz aussehen.",
    },
    {
      type: "ol",
      items: [
        "Nimm die letzten 50 bis 100 Videos des Kontos und lass die der letzten paar Tage weg.",
        "Ordne jedes Video einer Längenklasse zu.",
        "Notiere für jede Klasse die Zahl der Videos und die Median-Aufrufe.",
        "Ignoriere Klassen mit nur einer Handvoll Videos – drei Videos sind eine Anekdote.",
        "Die Klasse mit dem höchsten Median und einer ausreichenden Stichprobe ist deine aktuell beste Videolänge.",
      ],
    },
    {
      type: "tip",
      title: "Die Länge ist selten die Ursache",
      text: "Eine Klasse gewinnt wegen der Videos, die in ihr stecken. Sind all deine Tutorials 60 bis 90 Sekunden lang und all deine Sketche unter 15, vergleichst du Formate, nicht Längen. Prüf, welche Inhalte in jeder Klasse landen, bevor du deinen Schnitt änderst.",
    },
    { type: "h2", id: "posting-times", text: "Posting-Zeiten: eine Heatmap, keine Regel" },
    {
      type: "p",
      text: "Für Posting-Zeiten gilt dieselbe Idee, nur in zwei Dimensionen. Trag jedes Video in ein Raster aus Wochentag und Uhrzeit ein – in der Zeitzone deiner Zielgruppe – und färbe jede Zelle nach den Median-Aufrufen der dort veröffentlichten Videos. So werden zwei Dinge sichtbar: wann das Konto tatsächlich postet und ob irgendein Zeitfenster durchgehend besser läuft.",
    },
    {
      type: "ul",
      items: [
        "Verwende durchgehend eine einzige Zeitzone. Plattformen liefern Veröffentlichungszeiten in UTC oder mit Zeitversatz; rechne sie vor dem Gruppieren um.",
        "Leere Zellen sind keine schlechten Zeitfenster, sondern ungetestete.",
        "Zellen mit ein oder zwei Videos sind Rauschen. Achte auf grobe Muster, etwa dass abends besser läuft als morgens, statt nach der einen magischen Uhrzeit zu suchen.",
        "Empfehlungs-Feeds spielen ein gutes Video tagelang weiter aus. Die Posting-Zeit ist bei Kurzvideos deshalb meist weniger wichtig als bei chronologischen Feeds.",
      ],
    },
    { type: "h2", id: "run-small-tests", text: "Aus Mustern kleine Tests machen" },
    {
      type: "p",
      text: "Historische Daten zeigen Korrelationen. Um herauszufinden, was wirklich bessere Ergebnisse bewirkt, ändere immer nur eine Sache. Haben deine Videos mit 30 bis 60 Sekunden den höchsten Median, produziere die nächsten Videos in dieser Länge – auch zu Themen, die du sonst kürzer halten würdest – und vergleiche sie mit deinem Basiswert. Wirken die Abende stärker, verlege einige vergleichbare Videos auf den Abend. Miss jeden Test an deinem Median, nicht an deinem besten Video aller Zeiten.",
    },
    { type: "h2", id: "competitors", text: "Lücken mit Wettbewerbsdaten füllen" },
    {
      type: "p",
      text: "Dein eigenes Konto kann dir nicht sagen, wie eine Länge abschneiden würde, die du nie ausprobiert hast. Deine Wettbewerber schon. Führ dieselbe Längen- und Heatmap-Analyse für drei bis fünf Konten aus deiner Nische durch. Schlagen deren längere Videos durchgehend den eigenen Median, während du nur kurze postest, ist das eine Hypothese, die einen Test wert ist. Da alles hier auf öffentlichen Daten beruht, funktioniert das für jedes öffentliche Konto.",
    },
    {
      type: "quote",
      text: "Die richtige Länge ist die, die dein Publikum anschaut. Deine Daten kennen sie längst – sie müssen nur gruppiert werden, bevor sie sprechen.",
    },
    { type: "h2", id: "watch-for-data-breaks", text: "Auf Brüche in den Daten achten" },
    {
      type: "p",
      text: "Zwei aktuelle Änderungen können Vergleiche verzerren. Seit dem 31. März 2025 zählt YouTube jeden Start und jede Wiederholung eines Shorts als Aufruf, wodurch die Aufrufzahlen im Vergleich zu früheren Shorts steigen. Instagram hat 2025 als wichtigste Videokennzahl von Plays auf Views umgestellt. Erstreckt sich eine Analyse über diese Daten, vergleiche Klassen innerhalb desselben Zeitraums statt über die Umstellung hinweg.",
    },
    { type: "h2", id: "try-it", text: "Finde deine beste Videolänge" },
    {
      type: "p",
      text: "Die kostenlose Analyse von Feedscope gruppiert die Videos jedes öffentlichen Kontos nach Länge, zeigt die erfolgreichste Videolänge mit Anzahl der Videos und Längenbereich und erstellt eine Heatmap der Posting-Zeiten – für TikTok, Instagram Reels und YouTube Shorts.",
    },
    {
      type: "cta",
      text: "Starte eine Längenanalyse für dein eigenes Konto oder das eines Wettbewerbers.",
      label: "YouTube-Shorts-Kanal analysieren",
      href: "/analyze/analyze-youtube-shorts-account/",
    },
  ],
};

export default post;
