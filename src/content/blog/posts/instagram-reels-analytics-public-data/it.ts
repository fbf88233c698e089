import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Analytics di Instagram Reels: cosa puoi (e non puoi) vedere su qualsiasi account",
  description:
    "Quali metriche dei Reels sono pubbliche, quali vede solo il proprietario, come il passaggio da riproduzioni a visualizzazioni cambia i numeri e come analizzare i Reels dei concorrenti.",
  excerpt:
    "Like e commenti sono pubblici, le condivisioni no, e le visualizzazioni hanno appena cambiato significato. Una mappa chiara dei dati dei Reels prima di confrontare gli account.",
  body: [
    {
      type: "p",
      text: "Instagram è la piattaforma in cui gli analytics pubblici creano più confusione. L’app mostra un numero di visualizzazioni sui Reels, i like possono essere nascosti, le condivisioni non sono mai pubbliche e l’API ufficiale espone campi diversi a seconda che l’account sia tuo o no. Se confronti creator o monitori i concorrenti, devi sapere quali numeri stai guardando davvero. Questa guida mappa cosa è visibile, cosa non lo è e come lavorare con i dati mancanti.",
    },
    { type: "h2", id: "what-is-public", text: "Cosa è pubblico in un Reel" },
    {
      type: "ul",
      items: [
        "Visualizzazioni: mostrate sui Reels nell’app e sul web. È il numero principale per la copertura.",
        "Like: pubblici, a meno che il creator non abbia scelto di nascondere il numero di like.",
        "Commenti: il numero è pubblico, a meno che i commenti non siano disattivati.",
        "Data e ora di pubblicazione, didascalia e durata: pubbliche.",
        "A livello di account: follower e numero di post sono pubblici per qualsiasi account pubblico.",
      ],
    },
    {
      type: "p",
      text: "Condivisioni, salvataggi, copertura, tempo di visualizzazione e dati demografici del pubblico non sono visibili agli esterni. Li vede solo il proprietario dell’account, negli insight di Instagram o tramite l’API ufficiale con la sua autorizzazione.",
    },
    { type: "h2", id: "what-the-api-gives", text: "Cosa fornisce l’API ufficiale a terze parti" },
    {
      type: "p",
      text: "L’Instagram Graph API di Meta ha una funzione chiamata Business Discovery che permette a un account business o creator di consultare un altro account business o creator. Restituisce follower, account seguiti e numero di contenuti del profilo e, per ogni post, didascalia, tipo di contenuto, permalink, data e ora, numero di like e numero di commenti. Non può consultare affatto gli account personali, e le visualizzazioni dei Reels di altri utenti non fanno parte dei campi documentati. Per questo i tool che mostrano le visualizzazioni dei Reels di qualsiasi account pubblico leggono i dati pubblici del web invece di affidarsi solo a quell’API.",
    },
    {
      type: "tip",
      title: "Nascosto e mancante non vuol dire zero",
      text: "Quando un creator nasconde i like, il valore onesto è “sconosciuto”, non 0. Un tool che lo salva come 0 mostrerà un falso crollo dell’engagement. Tratta i conteggi mancanti come mancanti anche nei tuoi fogli di calcolo.",
    },
    { type: "h2", id: "plays-became-views", text: "Nel 2025 le riproduzioni sono diventate visualizzazioni" },
    {
      type: "p",
      text: "Nel 2025 Instagram ha cambiato la sua metrica per i video. Negli insight del proprietario dell’account la nuova metrica si chiama visualizzazioni e copre Reels, post del feed e storie; le vecchie metriche riproduzioni, ripetizioni e riproduzioni aggregate sono state deprecate nell’API il 21 aprile 2025. Per l’analisi questo significa due cose. Primo, una serie storica che attraversa il cambiamento può mostrare un gradino che non ha nulla a che vedere con il rendimento. Secondo, quando confronti numeri provenienti da tool diversi, verifica se ciascuno riporta riproduzioni o visualizzazioni, perché alcune fonti di dati di terze parti restituiscono l’una o l’altra metrica, con valori diversi per lo stesso Reel.",
    },
    { type: "h2", id: "engagement-on-reels", text: "L’engagement sui Reels senza condivisioni" },
    {
      type: "p",
      text: "Poiché condivisioni e salvataggi sono privati, l’engagement che puoi calcolare sul Reel di qualcun altro è dato da like più commenti. Dividendolo per le visualizzazioni ottieni un tasso di engagement confrontabile tra Reels e tra account Instagram, ma non direttamente con TikTok, dove condivisioni e salvataggi sono pubblici e si sommano al totale. Quando confronti piattaforme diverse, confronta solo le componenti visibili su entrambe (like e commenti) oppure etichetta chiaramente i numeri.",
    },
    {
      type: "ol",
      items: [
        "Raccogli i Reels recenti dell’account con visualizzazioni, like e commenti.",
        "Calcola le visualizzazioni mediane: sono la tua baseline per un Reel tipico.",
        "Per ogni Reel, calcola (like + commenti) / visualizzazioni e le sue visualizzazioni rispetto alla mediana.",
        "Cerca i Reels che superano nettamente la mediana e verifica se anche il loro tasso di engagement è più alto, o se la copertura è arrivata senza interazioni.",
      ],
    },
    { type: "h2", id: "comparing-accounts", text: "Confrontare gli account Instagram in modo corretto" },
    {
      type: "p",
      text: "Su Instagram il numero di follower dice poco sulla copertura dei Reels, perché i Reels vengono distribuiti anche ai non follower tramite la sezione Reels ed Esplora. Un creator con 50.000 follower i cui Reels raggiungono di solito 40.000 visualizzazioni è in una posizione molto diversa da uno con 500.000 follower i cui Reels ne raggiungono di solito 15.000. Usa le visualizzazioni mediane dei Reels come misura principale della copertura e le visualizzazioni per follower come segnale secondario di quanta parte del pubblico è ancora attiva.",
    },
    {
      type: "ul",
      items: [
        "Confronta Reels con Reels. Caroselli e foto si comportano diversamente e non hanno un numero di visualizzazioni.",
        "Usa una finestra recente, per esempio gli ultimi 30 Reels, così i contenuti vecchi non prendono il sopravvento.",
        "Lascia qualche giorno ai Reels appena pubblicati prima di giudicarli.",
        "Verifica se ci sono like nascosti prima di classificare gli account per engagement.",
      ],
    },
    { type: "h2", id: "what-to-track-over-time", text: "Cosa monitorare nel tempo" },
    {
      type: "p",
      text: "Una singola istantanea ti dice dove si trova un account; istantanee ripetute ti dicono dove sta andando. Registrare ogni giorno visualizzazioni, like e commenti di ogni Reel mostra quanto velocemente decollano i nuovi contenuti, quando smettono di crescere e quali Reels continuano a guadagnare settimane dopo. Per il monitoraggio dei concorrenti questo storico è spesso più utile dei totali: un Reel che cresce ancora dopo due settimane viene raccomandato di nuovo, ed è un segnale forte sul suo argomento.",
    },
    { type: "h2", id: "try-it", text: "Analizza un account Reels" },
    {
      type: "p",
      text: "L’analisi gratuita di Instagram Reels di Feedscope mostra visualizzazioni mediane e medie, engagement e multiplo di ogni Reel recente per qualsiasi account pubblico, e tratta i conteggi nascosti come sconosciuti anziché come zero.",
    },
    {
      type: "cta",
      text: "Inserisci un nome utente Instagram per vedere i suoi Reels come descritto in questa guida.",
      label: "Analizza un account Instagram Reels",
      href: "/analyze/analyze-instagram-reels-account/",
    },
  ],
};

export default post;
