import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Il tasso di engagement spiegato: definizioni che reggono quando confronti i creator",
  description:
    "Engagement su visualizzazioni o su follower, quali interazioni contare su TikTok, Reels, Shorts e Threads e come evitare le trappole quando valuti un influencer.",
  excerpt:
    "Due tool possono indicare un tasso di engagement del 2% e del 9% per lo stesso creator, e possono avere ragione entrambi. Prima di fidarti del numero, conosci la definizione.",
  body: [
    {
      type: "p",
      text: "Il tasso di engagement è la prima metrica che i brand chiedono quando valutano un influencer, ed è quella che varia di più da un tool all’altro. Il motivo è semplice: non esiste una definizione unica. Ogni formula risponde a una domanda leggermente diversa e ogni piattaforma rende visibile un insieme diverso di interazioni. Questo articolo presenta le definizioni più diffuse, a cosa serve ciascuna e una checklist per confrontare i creator in modo corretto.",
    },
    { type: "h2", id: "the-building-blocks", text: "Gli elementi di base: quali interazioni contano" },
    {
      type: "p",
      text: "L’engagement è una somma di interazioni. Le candidate sono like, commenti, condivisioni e salvataggi. Non tutte le piattaforme le rendono pubbliche tutte:",
    },
    {
      type: "ul",
      items: [
        "TikTok: like, commenti, condivisioni e salvataggi sono tutti visibili sui video pubblici.",
        "YouTube Shorts: like e commenti sono pubblici (il creator può nascondere o disattivare gli uni e gli altri). Non esiste un conteggio pubblico di condivisioni o salvataggi, e i “non mi piace” sono privati da dicembre 2021.",
        "Instagram Reels: like (se non nascosti) e commenti sono pubblici; condivisioni e salvataggi sono visibili solo al proprietario.",
        "Threads: l’API ufficiale fornisce al proprietario dell’account like, risposte, repost, citazioni e condivisioni; per consultare altri profili serve un’autorizzazione speciale.",
      ],
    },
    {
      type: "p",
      text: "Feedscope definisce l’engagement come like + commenti + condivisioni + salvataggi, contando solo le componenti che la piattaforma rende pubbliche. Una componente nascosta viene esclusa, non contata come zero. Così il numero resta onesto, ma significa anche che su TikTok l’engagement somma più componenti che su Instagram: confronta quindi i tassi prima di tutto all’interno della stessa piattaforma.",
    },
    { type: "h2", id: "by-views-or-by-followers", text: "Sulle visualizzazioni o sui follower?" },
    {
      type: "p",
      text: "Le due formule più comuni dividono lo stesso engagement per denominatori diversi.",
    },
    { type: "h3", text: "Tasso di engagement sulle visualizzazioni" },
    {
      type: "p",
      text: "L’engagement diviso per le visualizzazioni, video per video. Risponde alla domanda: tra le persone che hanno visto questo video, quante hanno interagito? È la misura naturale per i video brevi, dove la maggior parte delle visualizzazioni arriva dai feed di raccomandazione e non dai follower. È confrontabile tra account di qualsiasi dimensione ed è la misura che Feedscope usa per ogni video.",
    },
    { type: "h3", text: "Tasso di engagement sui follower" },
    {
      type: "p",
      text: "L’engagement diviso per il numero di follower, di solito come media sui post recenti. Risponde alla domanda: quanto è attivo il pubblico che il creator si è costruito? È la metrica tradizionale di Instagram ed è ancora utile per quella domanda, ma nei video brevi è distorta dalla copertura sui non follower. Un video che diventa virale al di fuori della community può mostrare un tasso di engagement sui follower superiore al 100%, un dato che non dice nulla sulla fedeltà del pubblico.",
    },
    {
      type: "tip",
      title: "Indica sempre la formula",
      text: "Quando comunichi un tasso di engagement a un cliente o al tuo team, scrivi accanto la formula: “(like + commenti + condivisioni + salvataggi) / visualizzazioni, mediana degli ultimi 30 video”. Metà delle discussioni sull’engagement nasce da due persone che usano definizioni diverse.",
    },
    { type: "h2", id: "averaging-rates", text: "Fare la media dei tassi tra più video" },
    {
      type: "p",
      text: "Il tasso di engagement di un account si può calcolare in due modi: engagement totale diviso per visualizzazioni totali, oppure mediana dei tassi dei singoli video. Il primo è dominato dai video più grandi: un solo post virale con un tasso basso trascina verso il basso il dato dell’intero account. La mediana dei tassi per video descrive un post tipico ed è la scelta più solida per valutare un creator. Se usi i totali, dichiaralo.",
    },
    { type: "h2", id: "red-flags", text: "Campanelli d’allarme e cosa significano di solito" },
    {
      type: "ul",
      items: [
        "Molte visualizzazioni, quasi nessun commento: la copertura potrebbe venire da un audio di tendenza o da un repost più che dall’interesse per il creator. Controlla diversi video prima di trarre conclusioni.",
        "Tasso di engagement molto superiore ad account simili su ogni singolo video: guarda i commenti. Commenti ripetitivi e generici possono indicare pod di engagement o interazioni acquistate.",
        "Like che scendono improvvisamente a zero: il creator potrebbe aver nascosto il conteggio dei like. È un valore mancante, non un crollo.",
        "Su TikTok, salvataggi molto alti rispetto ai like: spesso è il segno di contenuti utili (ricette, tutorial) su cui le persone vogliono tornare. È un buon segnale per le campagne di tipo educativo.",
      ],
    },
    { type: "h2", id: "a-vetting-checklist", text: "Una checklist per valutare un creator" },
    {
      type: "ol",
      items: [
        "Usa una finestra recente (per esempio gli ultimi 30 video) ed escludi i video pubblicati da meno di qualche giorno.",
        "Calcola l’engagement per video con le componenti che la piattaforma rende visibili, e annota quali sono.",
        "Prendi la mediana dei tassi di engagement per video.",
        "Guarda la dispersione: un creator con un tasso stabile da un video all’altro è più prevedibile di uno con qualche picco isolato.",
        "Leggi i commenti dei video migliori e peggiori. I numeri mostrano quanto le persone interagiscono; i commenti mostrano chi sono.",
        "Confronta il creator con profili simili sulla stessa piattaforma e con visualizzazioni mediane simili, non con l’intero mercato.",
      ],
    },
    {
      type: "quote",
      text: "Un tasso di engagement senza formula è un’opinione. Con la formula e la finestra temporale diventa una prova.",
    },
    { type: "h2", id: "try-it", text: "Guarda l’engagement di ogni video" },
    {
      type: "p",
      text: "L’analisi influencer gratuita di Feedscope mostra per ogni video visualizzazioni, like, commenti, condivisioni, salvataggi ed engagement, accanto al suo multiplo rispetto alla mediana dell’account: così puoi verificare l’engagement di un creator con una definizione chiara prima di una campagna.",
    },
    {
      type: "cta",
      text: "Valuta un creator in un minuto con l’analisi influencer gratuita.",
      label: "Analizza un influencer",
      href: "/analyze/influencer-tracking/",
    },
  ],
};

export default post;
