import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Virale TikTok-Videos finden: Mit der 10×-Regel echte Ausreißer erkennen",
  description:
    "Eine praxiserprobte Methode, um die TikTok-Videos zu finden, die wirklich durchgestartet sind: jedes Video am Median des Kontos messen und die 10×-Regel anwenden.",
  excerpt:
    "Hohe Aufrufzahlen sind nicht dasselbe wie viral. Vergleiche jedes Video mit dem Median seines eigenen Kontos, und die echten Durchbrüche stechen heraus – bei großen wie kleinen Konten.",
  body: [
    {
      type: "p",
      text: "„Viral“ wird jedes Video genannt, unter dem eine große Zahl steht. Für die Analyse ist der Begriff damit wertlos: 2 Millionen Aufrufe sind für ein Konto mit 10 Millionen Followern Alltag und für ein Konto, das normalerweise 5.000 erreicht, ein Jahrhundertereignis. Wenn du verstehen willst, warum TikTok-Content durchstartet, brauchst du eine Definition, die für beide funktioniert. Die einfachste, die standhält, ist relativ: Ein Video ist ein Ausreißer, wenn es die typische Leistung seines eigenen Kontos um ein Vielfaches übertrifft.",
    },
    { type: "h2", id: "views-relative-to-median", text: "Aufrufe im Verhältnis zum Median des Kontos messen" },
    {
      type: "p",
      text: "Beginne mit den Median-Aufrufen des Kontos über seine aktuellen Videos (dem mittleren Wert, nicht dem Durchschnitt, der ja gerade durch die Ausreißer aufgebläht wird, die du suchst). Teile dann die Aufrufe jedes Videos durch diesen Median. Das Ergebnis ist das Vielfache des Videos, manchmal auch Outlier-Score genannt. Ein 1×-Video hat genau das geleistet, was das Konto üblicherweise schafft. Ein 0,5×-Video blieb darunter. Ein 4×-Video hat eindeutig ein Publikum über das übliche hinaus gefunden.",
    },
    {
      type: "tip",
      title: "Warum der Median",
      text: "Hat ein Konto ein Video mit Millionen Aufrufen, kann sein Durchschnitt ein Mehrfaches des typischen Ergebnisses betragen. Wer durch diesen Durchschnitt teilt, versteckt genau den Durchbruch, den er finden will.",
    },
    { type: "h2", id: "the-10x-rule", text: "Die 10×-Regel" },
    {
      type: "p",
      text: "Wo ziehst du die Grenze für „viral“? Einen offiziellen Schwellenwert gibt es nicht, aber das 10-Fache ist eine praktische Konvention: Ein Video, das das Zehnfache der Median-Aufrufe des Kontos erreicht, wurde vom „Für dich“-Feed weit über die Follower des Creators hinaus ausgespielt. Das ist selten genug, um aussagekräftig zu sein, und häufig genug, dass aktive Konten ein paar solcher Videos haben. Sinnvolle Zwischenstufen sind 2× (ein solider Erfolg) und 5× (ein starker Durchbruch). Feedscope markiert ein Video ab 10× als viral und teilt die übrigen in diese Stufen ein. So siehst du, wie oft ein Konto durchstartet – und nicht nur, ob es überhaupt je passiert ist.",
    },
    {
      type: "ul",
      items: [
        "Unter 1×: unter dem üblichen Niveau des Kontos.",
        "1× bis 2×: normale Leistung.",
        "2× bis 5×: ein klarer Erfolg; Thema und Format notieren.",
        "5× bis 10×: ein Durchbruch; genau analysieren.",
        "Ab 10×: viral für dieses Konto.",
      ],
    },
    { type: "h2", id: "where-the-numbers-come-from", text: "Woher die Zahlen auf TikTok kommen" },
    {
      type: "p",
      text: "TikTok zeigt bei jedem öffentlichen Video Aufrufe, Likes, Kommentare, Shares und Saves an. Die offizielle Display API liefert nur die eigenen Videos eines Creators, nachdem er sich angemeldet hat, und enthält keine Saves. Tools, die beliebige öffentliche Konten tracken, lesen dieselben öffentlichen Daten, die auch die Webseite anzeigt. Für die Genauigkeit ist ein Detail wichtig: Die Seite enthält die Zähler zweimal, einmal gerundet und einmal exakt, und sorgfältige Tools verwenden die exakten. Gerundete Werte wie „1,2 Mio.“ reichen zum Stöbern, können aber echte Unterschiede zwischen Videos verdecken.",
    },
    {
      type: "p",
      text: "Denk außerdem daran, dass Aufrufe noch tagelang hereinkommen. Ein Video von heute Morgen hat ein niedriges Vielfaches, einfach weil es so jung ist. Bewerte Vielfache erst, wenn sich ein Video eingependelt hat, oder vergleiche Videos ähnlichen Alters.",
    },
    { type: "h2", id: "a-step-by-step-routine", text: "Eine Routine Schritt für Schritt" },
    {
      type: "ol",
      items: [
        "Wähle 5 bis 20 Konten aus deiner Nische, auch kleine: Ausreißer bei kleinen Konten sind oft das deutlichste Signal für eine starke Idee.",
        "Berechne für jedes Konto die Median-Aufrufe seiner aktuellen Videos (zum Beispiel der letzten 30 bis 50).",
        "Berechne für jedes Video das Vielfache und sortiere alle Videos aller Konten nach diesem Vielfachen, nicht nach reinen Aufrufen.",
        "Behalte die Videos ab 5×. Schau sie dir an und notiere Hook, Format, Länge und Thema.",
        "Such nach Mustern, die sich über mehrere Konten wiederholen. Ein Ausreißer kann Glück sein; dieselbe Idee, die auf drei Konten durchstartet, ist ein Trend.",
        "Prüf nach einer Woche erneut: Ideen, die immer wieder Ausreißer hervorbringen, sind die, auf denen du aufbauen solltest.",
      ],
    },
    { type: "h2", id: "common-mistakes", text: "Häufige Fehler" },
    {
      type: "ul",
      items: [
        "Nach reinen Aufrufen sortieren. So findest du immer nur die größten Konten, deren Hits dir wenig darüber verraten, was bei dir funktioniert.",
        "Den Median über die gesamte Laufzeit eines alten Kontos verwenden. Ist der Creator stark gewachsen oder geschrumpft, ist ein aktueller Zeitraum der faire Basiswert.",
        "Reposts desselben Clips auf mehreren Konten als unabhängige Belege zählen.",
        "Likes, Kommentare und Saves ignorieren. Ein 10×-Video mit ungewöhnlich niedriger Engagement-Rate wurde womöglich eher von einem Trend-Sound getragen als vom Inhalt selbst.",
        "Einen Ausreißer als Erfolgsrezept behandeln. Er zeigt eine Idee, die einmal funktioniert hat; teste sie, bevor du eine ganze Kampagne darauf setzt.",
      ],
    },
    { type: "h2", id: "what-to-copy", text: "Was du von einem Ausreißer lernen kannst" },
    {
      type: "p",
      text: "Sobald du eine Shortlist von Ausreißern hast, schau dir an, was sie von den 1×-Videos desselben Kontos unterscheidet. Dieser Unterschied ist die Lektion: eine prägnantere erste Sekunde, eine Frage in der Caption, ein Format, das das Konto selten nutzt, eine Länge, die vom Üblichen abweicht. Wer ein Konto mit sich selbst vergleicht, klammert die Faktoren aus, die sich nicht kopieren lassen – etwa Follower-Zahl und Bekanntheit – und behält die, die sich kopieren lassen.",
    },
    {
      type: "quote",
      text: "Der lehrreichste Ausreißer ist nicht das größte Video deiner Nische. Es ist das, das zehnmal besser lief, als sein eigener Creator erwarten konnte.",
    },
    { type: "h2", id: "try-it", text: "Die Ausreißer jedes Kontos finden" },
    {
      type: "p",
      text: "Die kostenlose TikTok-Analyse von Feedscope zeigt die Median-Aufrufe eines Kontos, das Vielfache jedes Videos gegenüber diesem Median und seine viralsten Videos. So dauert die Routine oben eine Minute statt einer ganzen Tabellenkalkulation.",
    },
    {
      type: "cta",
      text: "Gib einen TikTok-Handle ein und sieh nach, welche Videos die 10×-Marke geknackt haben.",
      label: "TikTok-Konto analysieren",
      href: "/analyze/analyze-tiktok-account/",
    },
  ],
};

export default post;
