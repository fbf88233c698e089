import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Die beste Videolänge und Posting-Zeit: So finden Sie beides in Ihren eigenen Daten",
  description:
    "Pauschale Tipps zu Videolänge und Posting-Zeiten passen selten zu Ihrem Konto. So finden Sie Ihre beste Dauer und Uhrzeit in öffentlichen Daten – inklusive typischer Fallstricke.",
  excerpt:
    "Die eine perfekte Länge oder Uhrzeit für alle gibt es nicht. Für Ihr Konto gibt es sie – und Ihre bisherigen Videos kennen die Antwort schon, wenn Sie sie richtig gruppieren.",
  body: [
    {
      type: "p",
      text: "Suchen Sie nach der besten Länge für ein TikTok oder der besten Uhrzeit für ein Reel, finden Sie selbstbewusste Antworten, die sich gegenseitig widersprechen. Es sind Durchschnittswerte über Millionen Konten mit unterschiedlichen Zielgruppen, Nischen und Zeitzonen. Die brauchbare Antwort ist die für Ihr Konto – oder für den Wettbewerber, den Sie gerade analysieren –, und sie lässt sich aus den bereits veröffentlichten Videos ablesen. Dieser Leitfaden zeigt, wie.",
    },
    { type: "h2", id: "what-the-platforms-allow", text: "Was die Plattformen erlauben" },
    {
      type: "p",
      text: "Längenbegrenzungen bestimmen, was „kurz“ überhaupt heißt, und sie haben sich geändert. YouTube Shorts waren bis zum 15. Oktober 2024 auf 60 Sekunden begrenzt; seitdem zählen vertikale oder quadratische Uploads mit bis zu drei Minuten als Shorts, während ältere Uploads ihre bisherige Einordnung behalten. Auch TikTok und Instagram Reels erlauben heute Videos, die deutlich länger als eine Minute sind. Eine Analyse der Videolänge sollte also nicht bei 60 Sekunden aufhören – und ältere Daten aus der Zeit vor diesen Änderungen enthalten womöglich schlicht keine langen Videos zum Vergleich.",
    },
    { type: "h2", id: "group-by-duration", text: "Videos nach Länge gruppieren, dann Mediane vergleichen" },
    {
      type: "p",
      text: "Die Methode ist einfach: Ordnen Sie die Videos des Kontos Längenklassen zu und vergleichen Sie die Median-Aufrufe jeder Klasse. Klassen, die sich an den Grenzen der Plattformen orientieren, funktionieren gut, weil Creator ihre Videos meist für ein bestimmtes Format produzieren: unter 15 Sekunden, 15 bis 30, 30 bis 60, 60 bis 90, 90 bis 180 und länger. Der Median ist hier aus demselben Grund wichtig wie überall bei Kurzvideos: Ein einziges virales Video in einer Klasse ließe ihren Durchschnitt wie ein Naturgesetz aussehen.",
    },
    {
      type: "ol",
      items: [
        "Nehmen Sie die letzten 50 bis 100 Videos des Kontos und lassen Sie die der letzten paar Tage weg.",
        "Ordnen Sie jedes Video einer Längenklasse zu.",
        "Notieren Sie für jede Klasse die Zahl der Videos und die Median-Aufrufe.",
        "Ignorieren Sie Klassen mit nur einer Handvoll Videos – drei Videos sind eine Anekdote.",
        "Die Klasse mit dem höchsten Median und einer ausreichenden Stichprobe ist Ihre aktuell beste Videolänge.",
      ],
    },
    {
      type: "tip",
      title: "Die Länge ist selten die Ursache",
      text: "Eine Klasse gewinnt wegen der Videos, die in ihr stecken. Sind all Ihre Tutorials 60 bis 90 Sekunden lang und all Ihre Sketche unter 15, vergleichen Sie Formate, nicht Längen. Prüfen Sie, welche Inhalte in jeder Klasse landen, bevor Sie Ihren Schnitt ändern.",
    },
    { type: "h2", id: "posting-times", text: "Posting-Zeiten: eine Heatmap, keine Regel" },
    {
      type: "p",
      text: "Für Posting-Zeiten gilt dieselbe Idee, nur in zwei Dimensionen. Tragen Sie jedes Video in ein Raster aus Wochentag und Uhrzeit ein – in der Zeitzone Ihrer Zielgruppe – und färben Sie jede Zelle nach den Median-Aufrufen der dort veröffentlichten Videos. So werden zwei Dinge sichtbar: wann das Konto tatsächlich postet und ob irgendein Zeitfenster durchgehend besser läuft.",
    },
    {
      type: "ul",
      items: [
        "Verwenden Sie durchgehend eine einzige Zeitzone. Plattformen liefern Veröffentlichungszeiten in UTC oder mit Zeitversatz; rechnen Sie sie vor dem Gruppieren um.",
        "Leere Zellen sind keine schlechten Zeitfenster, sondern ungetestete.",
        "Zellen mit ein oder zwei Videos sind Rauschen. Achten Sie auf grobe Muster, etwa dass abends besser läuft als morgens, statt nach der einen magischen Uhrzeit zu suchen.",
        "Empfehlungs-Feeds spielen ein gutes Video tagelang weiter aus. Die Posting-Zeit ist bei Kurzvideos deshalb meist weniger wichtig als bei chronologischen Feeds.",
      ],
    },
    { type: "h2", id: "run-small-tests", text: "Aus Mustern kleine Tests machen" },
    {
      type: "p",
      text: "Historische Daten zeigen Korrelationen. Um herauszufinden, was wirklich bessere Ergebnisse bewirkt, ändern Sie immer nur eine Sache. Haben Ihre Videos mit 30 bis 60 Sekunden den höchsten Median, produzieren Sie die nächsten Videos in dieser Länge – auch zu Themen, die Sie sonst kürzer halten würden – und vergleichen Sie sie mit Ihrem Basiswert. Wirken die Abende stärker, verlegen Sie einige vergleichbare Videos auf den Abend. Messen Sie jeden Test an Ihrem Median, nicht an Ihrem besten Video aller Zeiten.",
    },
    { type: "h2", id: "competitors", text: "Lücken mit Wettbewerbsdaten füllen" },
    {
      type: "p",
      text: "Ihr eigenes Konto kann Ihnen nicht sagen, wie eine Länge abschneiden würde, die Sie nie ausprobiert haben. Ihre Wettbewerber schon. Führen Sie dieselbe Längen- und Heatmap-Analyse für drei bis fünf Konten aus Ihrer Nische durch. Schlagen deren längere Videos durchgehend den eigenen Median, während Sie nur kurze posten, ist das eine Hypothese, die einen Test wert ist. Da alles hier auf öffentlichen Daten beruht, funktioniert das für jedes öffentliche Konto.",
    },
    {
      type: "quote",
      text: "Die richtige Länge ist die, die Ihr Publikum anschaut. Ihre Daten kennen sie längst – sie müssen nur gruppiert werden, bevor sie sprechen.",
    },
    { type: "h2", id: "watch-for-data-breaks", text: "Auf Brüche in den Daten achten" },
    {
      type: "p",
      text: "Zwei aktuelle Änderungen können Vergleiche verzerren. Seit dem 31. März 2025 zählt YouTube jeden Start und jede Wiederholung eines Shorts als Aufruf, wodurch die Aufrufzahlen im Vergleich zu früheren Shorts steigen. Instagram hat 2025 als wichtigste Videokennzahl von Plays auf Views umgestellt. Erstreckt sich eine Analyse über diese Daten, vergleichen Sie Klassen innerhalb desselben Zeitraums statt über die Umstellung hinweg.",
    },
    { type: "h2", id: "try-it", text: "Finden Sie Ihre beste Videolänge" },
    {
      type: "p",
      text: "Die kostenlose Analyse von Feedscope gruppiert die Videos jedes öffentlichen Kontos nach Länge, zeigt die erfolgreichste Videolänge mit Anzahl der Videos und Längenbereich und erstellt eine Heatmap der Posting-Zeiten – für TikTok, Instagram Reels und YouTube Shorts.",
    },
    {
      type: "cta",
      text: "Starten Sie eine Längenanalyse für Ihr eigenes Konto oder das eines Wettbewerbers.",
      label: "YouTube-Shorts-Kanal analysieren",
      href: "/analyze/analyze-youtube-shorts-account/",
    },
  ],
};

export default post;
