import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Engagement-Rate erklärt: Definitionen, die beim Creator-Vergleich standhalten",
  description:
    "Engagement nach Aufrufen oder Followern, welche Interaktionen auf TikTok, Reels, Shorts und Threads zählen und wie du Fallen beim Influencer-Check vermeidest.",
  excerpt:
    "Zwei Tools können für denselben Creator 2 % und 9 % Engagement-Rate ausweisen – und beide können recht haben. Schau dir die Definition an, bevor du der Zahl traust.",
  body: [
    {
      type: "p",
      text: "Die Engagement-Rate ist die Kennzahl, nach der Marken beim Influencer-Check als Erstes fragen – und die, die zwischen Tools am stärksten schwankt. Der Grund ist simpel: Es gibt keine einheitliche Definition. Jede Formel beantwortet eine etwas andere Frage, und jede Plattform macht andere Interaktionen sichtbar. Dieser Artikel stellt die gängigen Definitionen vor, zeigt, wofür sich jede eignet, und liefert eine Checkliste für einen fairen Creator-Vergleich.",
    },
    { type: "h2", id: "the-building-blocks", text: "Die Bausteine: Welche Interaktionen zählen" },
    {
      type: "p",
      text: "Engagement ist eine Summe von Interaktionen. Infrage kommen Likes, Kommentare, Shares und Saves (Lesezeichen). Nicht jede Plattform macht alle davon öffentlich:",
    },
    {
      type: "ul",
      items: [
        "TikTok: Likes, Kommentare, Shares und Saves sind bei öffentlichen Videos alle sichtbar.",
        "YouTube Shorts: Likes und Kommentare sind öffentlich (beides kann der Creator ausblenden oder deaktivieren). Eine öffentliche Zahl für Shares oder Saves gibt es nicht, und Dislikes sind seit Dezember 2021 privat.",
        "Instagram Reels: Likes (sofern nicht ausgeblendet) und Kommentare sind öffentlich; Shares und Saves sieht nur der Kontoinhaber.",
        "Threads: Die offizielle API liefert dem Kontoinhaber Likes, Antworten, Reposts, Zitate und Shares; für fremde Profile ist eine besondere Berechtigung nötig.",
      ],
    },
    {
      type: "p",
      text: "Feedscope definiert Engagement als Likes + Kommentare + Shares + Lesezeichen und zählt dabei nur die Bestandteile, die die Plattform öffentlich macht. Ein ausgeblendeter Wert wird weggelassen, nicht als null gezählt. Das hält die Zahl ehrlich, bedeutet aber auch, dass Engagement auf TikTok aus mehr Bestandteilen besteht als auf Instagram. Vergleiche Raten daher zuerst innerhalb einer Plattform.",
    },
    { type: "h2", id: "by-views-or-by-followers", text: "Nach Aufrufen oder nach Followern?" },
    {
      type: "p",
      text: "Die beiden gängigsten Formeln teilen dasselbe Engagement durch unterschiedliche Bezugsgrößen.",
    },
    { type: "h3", text: "Engagement-Rate nach Aufrufen" },
    {
      type: "p",
      text: "Engagement geteilt durch Aufrufe, pro Video. Sie beantwortet die Frage: Wie viele der Menschen, die dieses Video gesehen haben, haben interagiert? Das ist das naheliegende Maß für Kurzvideos, bei denen die meisten Aufrufe aus Empfehlungs-Feeds statt von Followern kommen. Es ist über Konten jeder Größe hinweg vergleichbar, und Feedscope nutzt es für jedes einzelne Video.",
    },
    { type: "h3", text: "Engagement-Rate nach Followern" },
    {
      type: "p",
      text: "Engagement geteilt durch die Zahl der Follower, meist gemittelt über die letzten Posts. Sie beantwortet die Frage: Wie aktiv ist die Community, die sich der Creator aufgebaut hat? Das ist die klassische Instagram-Kennzahl und für diese Frage weiterhin nützlich, bei Kurzvideos wird sie aber durch Reichweite bei Nicht-Followern verzerrt. Ein Video, das außerhalb der eigenen Community viral geht, kann eine Engagement-Rate nach Followern von über 100 % zeigen – über die Treue des Publikums sagt das nichts aus.",
    },
    {
      type: "tip",
      title: "Nenn immer die Formel",
      text: "Wenn du einem Kunden oder deinem Team eine Engagement-Rate berichtest, schreib die Formel dazu: „(Likes + Kommentare + Shares + Saves) / Aufrufe, Median der letzten 30 Videos“. Die Hälfte aller Diskussionen über Engagement entsteht, weil zwei Personen unterschiedliche Definitionen verwenden.",
    },
    { type: "h2", id: "averaging-rates", text: "Raten über mehrere Videos zusammenfassen" },
    {
      type: "p",
      text: "Eine Engagement-Rate auf Kontoebene lässt sich auf zwei Arten berechnen: Gesamt-Engagement geteilt durch Gesamtaufrufe oder als Median der Raten der einzelnen Videos. Bei der ersten Variante dominieren die größten Videos; ein einziger viraler Post mit niedriger Rate zieht den Wert des ganzen Kontos nach unten. Der Median der Raten pro Video beschreibt einen typischen Post und ist für den Influencer-Check die robustere Wahl. Wenn du mit den Summen rechnest, sag es dazu.",
    },
    { type: "h2", id: "red-flags", text: "Warnsignale und was sie meistens bedeuten" },
    {
      type: "ul",
      items: [
        "Viele Aufrufe, kaum Kommentare: Die Reichweite kommt womöglich von einem Trend-Sound oder einem Repost statt vom Interesse am Creator. Prüf mehrere Videos, bevor du Schlüsse ziehst.",
        "Eine Engagement-Rate, die bei jedem einzelnen Video weit über vergleichbaren Konten liegt: Lies die Kommentare. Sich wiederholende, generische Kommentare können auf Engagement-Gruppen oder gekaufte Interaktionen hindeuten.",
        "Likes fallen plötzlich auf null: Der Creator hat die Like-Zahlen möglicherweise ausgeblendet. Das ist ein fehlender Wert, kein Einbruch.",
        "Auf TikTok sehr viele Saves im Verhältnis zu Likes: oft ein Zeichen für nützlichen Content (Rezepte, Tutorials), zu dem die Leute zurückkehren wollen. Ein gutes Signal für Kampagnen mit Bildungsanspruch.",
      ],
    },
    { type: "h2", id: "a-vetting-checklist", text: "Eine Checkliste für den Influencer-Check" },
    {
      type: "ol",
      items: [
        "Nutze einen aktuellen Zeitraum (zum Beispiel die letzten 30 Videos) und lass Videos weg, die jünger als ein paar Tage sind.",
        "Berechne das Engagement pro Video mit den Bestandteilen, die die Plattform öffentlich macht, und notiere, welche das sind.",
        "Nimm den Median der Engagement-Raten pro Video.",
        "Achte auf die Streuung: Ein Creator mit einer über alle Videos stabilen Rate ist berechenbarer als einer mit ein paar Ausschlägen.",
        "Lies die Kommentare unter den stärksten und schwächsten Videos. Zahlen zeigen, wie viel interagiert wird; Kommentare zeigen, wer interagiert.",
        "Vergleiche den Creator mit Konten auf derselben Plattform und mit ähnlichen Median-Aufrufen, nicht mit dem gesamten Markt.",
      ],
    },
    {
      type: "quote",
      text: "Eine Engagement-Rate ohne Formel ist eine Meinung. Mit Formel und Zeitraum wird sie zum Beleg.",
    },
    { type: "h2", id: "try-it", text: "Engagement pro Video ansehen" },
    {
      type: "p",
      text: "Die kostenlose Influencer-Analyse von Feedscope zeigt für jedes Video Aufrufe, Likes, Kommentare, Shares, Lesezeichen und Engagement neben seinem Vielfachen gegenüber dem Median des Kontos. So prüfst du das Engagement eines Creators vor einer Kampagne mit einer klaren Definition.",
    },
    {
      type: "cta",
      text: "Prüf einen Creator in einer Minute mit der kostenlosen Influencer-Analyse.",
      label: "Influencer analysieren",
      href: "/analyze/influencer-tracking/",
    },
  ],
};

export default post;
