import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Median oder Durchschnitt der Aufrufe: Welche Zahl sagt die Wahrheit über ein Konto?",
  description:
    "Warum die durchschnittlichen Aufrufe eines Kurzvideo-Kontos täuschen, was der Median besser macht und wie du mit beiden Creator und deinen eigenen Kanal bewertest.",
  excerpt:
    "Ein einziges virales Video kann den Durchschnitt eines Kontos über Nacht verdoppeln. Der Median bewegt sich kaum. So liest du beide Zahlen – und so weißt du, wann welche zählt.",
  body: [
    {
      type: "p",
      text: "Öffne ein beliebiges Analyse-Tool für Kurzvideos, und die erste Kennzahl sind meist die „durchschnittlichen Aufrufe“. Sie wirkt wie die ehrliche Zusammenfassung eines Kontos: die Aufrufe aller Videos addieren, durch die Zahl der Videos teilen, fertig. Auf TikTok, Instagram Reels und YouTube Shorts ist genau diese Zahl aber sehr oft die am wenigsten aussagekräftige auf der ganzen Seite. Dieser Artikel erklärt, warum das so ist, was der Median besser kann und wie du beide Werte zusammen nutzt.",
    },
    { type: "h2", id: "why-averages-break", text: "Warum der Durchschnitt bei Kurzvideos versagt" },
    {
      type: "p",
      text: "Aufrufe sind bei Kurzvideos nicht gleichmäßig verteilt. Die meisten Uploads eines Kontos landen in einem recht engen Korridor, und hin und wieder schiebt der Empfehlungs-Feed ein Video weit über das übliche Publikum hinaus. Solche seltenen Hits sind nicht nur ein bisschen größer, sie können das Zehn- oder Hundertfache erreichen. Der Durchschnitt behandelt dieses eine Video so, als hätten sich seine Aufrufe auf alle anderen Uploads verteilt.",
    },
    {
      type: "p",
      text: "Nehmen wir ein fiktives Konto mit zehn aktuellen Videos. Neun davon kamen auf 8.000 bis 12.000 Aufrufe, also jeweils rund 10.000. Das zehnte erwischte einen Trend und erreichte 900.000. Der Durchschnitt liegt bei etwa 99.000 Aufrufen. Kein einziges Video des Kontos hat tatsächlich so abgeschnitten: Neun liegen zehnmal darunter, eines neunmal darüber. Würdest du als Marke einen Post auf Basis dieses Durchschnitts bezahlen, bezahltest du für ein Ergebnis, das der Creator etwa bei einem von zehn Versuchen liefert.",
    },
    { type: "h2", id: "what-the-median-measures", text: "Was der Median stattdessen misst" },
    {
      type: "p",
      text: "Der Median ist der mittlere Wert, wenn du die Videos nach Aufrufen sortierst. Bei zehn Videos ist es der Mittelwert aus dem fünften und sechsten. Im Beispiel oben liegt er bei etwa 10.000 Aufrufen – genau das, was ein typischer Upload dieses Kontos erreicht. Ein zusätzlicher viraler Hit verschiebt ihn nicht, ein Flop ebenso wenig. Genau diese Stabilität ist der Punkt: Der Median beantwortet die Frage „Was passiert, wenn dieses Konto ein ganz normales Video postet?“",
    },
    {
      type: "ul",
      items: [
        "Die durchschnittlichen Aufrufe beantworten: Wie viele Aufrufe hat das Konto insgesamt pro Upload gesammelt?",
        "Die Median-Aufrufe beantworten: Was erreicht ein typischer Upload?",
        "Der Abstand zwischen beiden zeigt, wie stark die Reichweite des Kontos von seltenen Hits abhängt.",
      ],
    },
    {
      type: "tip",
      title: "Schnell-Check",
      text: "Liegt der Durchschnitt bei mehr als etwa dem Doppelten des Medians, werden die Gesamtzahlen des Kontos von wenigen Ausreißern getragen. Sieh dir diese Videos an, bevor du Schlüsse über den Rest ziehst.",
    },
    { type: "h2", id: "when-the-average-still-matters", text: "Wann der Durchschnitt trotzdem zählt" },
    {
      type: "p",
      text: "Der Durchschnitt ist nicht falsch, er beantwortet nur eine andere Frage. Buchst du ein Paket aus vielen Posts oder schätzt du, wie viele Aufrufe ein Jahr Content insgesamt bringt, dann ist der Durchschnitt (oder schlicht die Summe) die richtige Zahl – denn über genügend Uploads hinweg kommen die Hits tatsächlich. Ein Creator, dessen Durchschnitt weit über dem Median liegt, ist eine Lotterie mit echten Gewinnen. Nutze den Durchschnitt nur nicht, um einen einzelnen Post vorherzusagen.",
    },
    { type: "h2", id: "sample-size-and-windows", text: "Erst den Zeitraum wählen, dann die Kennzahl" },
    {
      type: "p",
      text: "Beide Zahlen hängen davon ab, welche Videos du einbeziehst. Ein Median über die gesamte Historie eines Kontos vermischt den Creator von vor drei Jahren mit dem von heute. Für Entscheidungen über die nächste Kampagne ist ein aktueller Zeitraum sinnvoller: die letzten 20 bis 50 Videos oder, bei Konten mit hoher Posting-Frequenz, die letzten 30 bis 90 Tage. Auch ganz frische Videos sind eine Falle. Ein Video von gestern hat noch nicht alle Aufrufe gesammelt und drückt den Median nach unten. Viele Analysten lassen deshalb Videos, die jünger als ein paar Tage sind, beim Vergleich von Konten außen vor.",
    },
    {
      type: "p",
      text: "Auch Änderungen der Plattformen können eine Zeitreihe brechen. Seit dem 31. März 2025 zählt YouTube jeden Start und jede Wiederholung eines Shorts als Aufruf, ohne Mindestwiedergabedauer, und die Aufrufzahlen der Data API folgen dieser Regel. Ein Shorts-Median vor und nach diesem Datum ist also nicht dieselbe Messung – vergleiche nur Gleiches mit Gleichem.",
    },
    { type: "h2", id: "using-the-median-as-a-baseline", text: "Den Median als Basiswert nutzen" },
    {
      type: "p",
      text: "Sobald du einen verlässlichen Median hast, wird er zum Maßstab für jedes einzelne Video. Teilst du die Aufrufe eines Videos durch den Median des Kontos, erhältst du sein Vielfaches: 1× ist eine normale Leistung, 3× ein klarer Erfolg, 0,3× ein Flop. Mit diesen Vielfachen lassen sich Konten ganz unterschiedlicher Größe vergleichen. Ein 5×-Video eines Kanals mit 2.000 Aufrufen im Median verrät genauso viel darüber, was ankommt, wie ein 5×-Video eines Kanals mit 2 Millionen Aufrufen im Median.",
    },
    {
      type: "ol",
      items: [
        "Sammle die aktuellen Videos des Kontos mit ihren Aufrufzahlen.",
        "Lass Videos weg, die erst ein oder zwei Tage alt sind.",
        "Sortiere nach Aufrufen und nimm den mittleren Wert: Das ist der Median.",
        "Teile die Aufrufe jedes Videos durch den Median, um sein Vielfaches zu erhalten.",
        "Analysiere die Videos am oberen und unteren Ende dieser Liste – nicht die reinen Aufrufzahlen.",
      ],
    },
    { type: "h2", id: "reading-both-numbers", text: "Beide Zahlen zusammen lesen" },
    {
      type: "p",
      text: "Stellst du beide Werte nebeneinander, tauchen immer wieder dieselben Muster auf:",
    },
    {
      type: "ul",
      items: [
        "Durchschnitt nahe am Median: ein konstantes Konto. Jeder Post performt ungefähr gleich – ideal für planbare Kampagnen.",
        "Durchschnitt weit über dem Median: ein hitgetriebenes Konto. Großes Reichweitenpotenzial, aber einzelne Posts sind unsicher.",
        "Der Median steigt über die letzten Monate, während der Durchschnitt stagniert: Das Grundniveau des Creators verbessert sich, auch ohne neue Hits.",
        "Der Median fällt, während ein altes virales Video den Durchschnitt stützt: Das Konto kühlt ab.",
      ],
    },
    {
      type: "quote",
      text: "Der Median sagt dir, was du erwarten kannst. Der Durchschnitt sagt dir, was möglich ist. Plane dein Budget mit dem ersten und hoffe auf das zweite.",
    },
    { type: "h2", id: "try-it", text: "Probier es an einem echten Konto aus" },
    {
      type: "p",
      text: "Feedscope berechnet für jedes öffentliche TikTok-, Instagram-Reels- oder YouTube-Shorts-Konto die durchschnittlichen und die Median-Aufrufe, das meistgesehene Video und das Vielfache jedes Videos gegenüber dem Median. So siehst du in Sekunden, ob ein Konto konstant liefert oder von wenigen Hits getragen wird.",
    },
    {
      type: "cta",
      text: "Füg einen Handle in die kostenlose Analyse ein und vergleiche die beiden Zahlen selbst.",
      label: "Konto kostenlos analysieren",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
