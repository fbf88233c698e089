import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Visualizzazioni mediane o medie: quale numero dice la verità su un account?",
  description:
    "Perché la media delle visualizzazioni di un account di video brevi inganna, come la mediana risolve il problema e come usarle entrambe per valutare creator e il tuo canale.",
  excerpt:
    "Un solo video virale può raddoppiare da un giorno all’altro la media delle visualizzazioni di un account. La mediana si muove appena. Ecco come leggere i due numeri e quando conta ciascuno.",
  body: [
    {
      type: "p",
      text: "Apri un qualsiasi tool di analytics per video brevi e il primo dato che vedi è di solito la “media delle visualizzazioni”. Sembra il riassunto onesto di un account: sommi le visualizzazioni di tutti i video, dividi per il numero di video, fatto. Su TikTok, Instagram Reels e YouTube Shorts quel numero è molto spesso il meno utile della pagina. Questo articolo spiega perché, cosa fa meglio la mediana e come usare le due insieme.",
    },
    { type: "h2", id: "why-averages-break", text: "Perché la media non funziona sui video brevi" },
    {
      type: "p",
      text: "Le visualizzazioni dei video brevi non sono distribuite in modo uniforme. La maggior parte dei contenuti di un account si colloca in una fascia piuttosto stretta e, ogni tanto, un video viene spinto dal feed di raccomandazione ben oltre il pubblico abituale. Questi rari exploit non sono solo un po’ più grandi: possono esserlo decine o centinaia di volte. La media tratta quell’unico video come se le sue visualizzazioni fossero condivise da tutti gli altri.",
    },
    {
      type: "p",
      text: "Prendi un account di fantasia con dieci video recenti. Nove hanno ottenuto tra 8.000 e 12.000 visualizzazioni, circa 10.000 ciascuno. Il decimo ha cavalcato un trend e ha raggiunto 900.000. La media è di circa 99.000 visualizzazioni. Nessun video dell’account ha davvero avuto quel rendimento: nove sono dieci volte più bassi, uno è nove volte più alto. Se fossi un brand che paga un post sulla base di quella media, pagheresti un risultato che il creator ottiene circa una volta su dieci.",
    },
    { type: "h2", id: "what-the-median-measures", text: "Cosa misura invece la mediana" },
    {
      type: "p",
      text: "La mediana è il valore centrale dopo aver ordinato i video per visualizzazioni. Con dieci video è la media tra il quinto e il sesto. Nell’esempio sopra è di circa 10.000 visualizzazioni, esattamente quello che ottiene un contenuto tipico di quell’account. Un exploit virale in più non la sposta, e nemmeno un flop. Questa stabilità è il punto: la mediana risponde alla domanda “cosa succede quando questo account pubblica un video normale?”",
    },
    {
      type: "ul",
      items: [
        "La media delle visualizzazioni risponde a: quante visualizzazioni ha raccolto l’account per contenuto, in totale?",
        "Le visualizzazioni mediane rispondono a: quante ne ottiene un contenuto tipico?",
        "Il divario tra le due ti dice quanto della copertura dell’account dipende da rari exploit.",
      ],
    },
    {
      type: "tip",
      title: "Lettura veloce",
      text: "Se la media supera di più del doppio circa la mediana, i totali dell’account sono trainati da pochi outlier. Guarda quei video prima di trarre conclusioni sugli altri.",
    },
    { type: "h2", id: "when-the-average-still-matters", text: "Quando la media conta ancora" },
    {
      type: "p",
      text: "La media non è sbagliata: risponde a un’altra domanda. Se acquisti un pacchetto di molti post, o stimi quante visualizzazioni totali genererà un anno di contenuti, la media (o semplicemente il totale) è il numero giusto, perché su un numero sufficiente di contenuti gli exploit arrivano davvero. Un creator con una media molto superiore alla mediana è una lotteria con premi veri. Solo, non usare la media per prevedere il risultato di un singolo post.",
    },
    { type: "h2", id: "sample-size-and-windows", text: "Scegli la finestra prima della statistica" },
    {
      type: "p",
      text: "Entrambi i numeri dipendono da quali video includi. Una mediana calcolata su tutta la storia di un account mescola il creator di tre anni fa con quello di oggi. Per decidere la prossima campagna è più utile una finestra recente: gli ultimi 20-50 video, oppure gli ultimi 30-90 giorni per gli account che pubblicano spesso. Anche i video molto giovani sono una trappola. Un video pubblicato ieri non ha finito di raccogliere visualizzazioni, quindi includerlo abbassa la mediana. Molti analisti escludono i video pubblicati da meno di qualche giorno quando confrontano gli account.",
    },
    {
      type: "p",
      text: "Anche i cambiamenti delle piattaforme possono spezzare una serie. Dal 31 marzo 2025 YouTube conta come visualizzazione ogni avvio o ripetizione di uno Short, senza un tempo minimo di visione, e i conteggi della Data API seguono la stessa regola. La mediana degli Shorts di un canale misurata prima e dopo quella data non è la stessa misura: confronta dati omogenei.",
    },
    { type: "h2", id: "using-the-median-as-a-baseline", text: "Usare la mediana come baseline" },
    {
      type: "p",
      text: "Una volta che hai una mediana affidabile, diventa il metro per ogni singolo video. Dividi le visualizzazioni di un video per la mediana dell’account e ottieni il suo multiplo: 1× è un rendimento normale, 3× è un successo chiaro, 0,3× è un flop. I multipli rendono confrontabili account di dimensioni molto diverse. Un video a 5× di un canale con una mediana di 2.000 visualizzazioni ti dice su cosa funziona tanto quanto un video a 5× di un canale con una mediana di 2 milioni.",
    },
    {
      type: "ol",
      items: [
        "Raccogli i video recenti dell’account con le relative visualizzazioni.",
        "Escludi quelli pubblicati solo da un giorno o due.",
        "Ordina per visualizzazioni e prendi il valore centrale: è la mediana.",
        "Dividi le visualizzazioni di ogni video per la mediana per ottenere il suo multiplo.",
        "Studia i video in cima e in fondo a questa classifica, non le visualizzazioni assolute.",
      ],
    },
    { type: "h2", id: "reading-both-numbers", text: "Leggere i due numeri insieme" },
    {
      type: "p",
      text: "Mettendoli uno accanto all’altro, alcuni schemi si ripetono di continuo:",
    },
    {
      type: "ul",
      items: [
        "Media vicina alla mediana: un account costante. Ogni post rende più o meno allo stesso modo; ideale per campagne prevedibili.",
        "Media molto sopra la mediana: un account trainato dagli exploit. Grande potenziale di copertura, ma i singoli post sono incerti.",
        "Mediana in crescita negli ultimi mesi mentre la media resta piatta: la baseline del creator sta migliorando anche senza nuovi exploit.",
        "Mediana in calo mentre la media è sostenuta da un vecchio video virale: l’account si sta raffreddando.",
      ],
    },
    {
      type: "quote",
      text: "La mediana ti dice cosa aspettarti. La media ti dice cosa è possibile. Fai il budget sulla prima e spera nella seconda.",
    },
    { type: "h2", id: "try-it", text: "Provalo su un account reale" },
    {
      type: "p",
      text: "Feedscope calcola visualizzazioni medie e mediane, il video più visto e il multiplo di ogni video rispetto alla mediana per qualsiasi account pubblico TikTok, Instagram Reels o YouTube Shorts: in pochi secondi vedi se un account è costante o sostenuto da pochi exploit.",
    },
    {
      type: "cta",
      text: "Incolla un nome utente nella pagina di analisi gratuita e confronta tu stesso i due numeri.",
      label: "Analizza un account gratis",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
