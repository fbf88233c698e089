import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Durata ideale dei video e orari migliori per pubblicare: trovali nei tuoi dati",
  description:
    "I consigli generici su durata e orari di pubblicazione raramente valgono per il tuo account. Come trovare la tua durata e le tue fasce orarie migliori dai dati pubblici.",
  excerpt:
    "Non esiste una durata o un orario perfetti per tutti. Ne esiste uno per il tuo account, e i video che hai già pubblicato contengono la risposta, se li raggruppi nel modo giusto.",
  body: [
    {
      type: "p",
      text: "Cerca la durata ideale di un TikTok o l’orario migliore per pubblicare un Reel e troverai risposte sicure di sé che si contraddicono a vicenda. Sono medie calcolate su milioni di account con pubblici, nicchie e fusi orari diversi. La risposta utile è quella che vale per il tuo account, o per il concorrente che stai studiando, e si può leggere nei video già pubblicati. Questa guida ti mostra come.",
    },
    { type: "h2", id: "what-the-platforms-allow", text: "Cosa consentono le piattaforme" },
    {
      type: "p",
      text: "I limiti di durata definiscono che cosa significa “breve”, e sono cambiati. Gli YouTube Shorts erano limitati a 60 secondi fino al 15 ottobre 2024; da allora i caricamenti verticali o quadrati fino a tre minuti contano come Shorts, mentre i caricamenti precedenti mantengono la classificazione di prima. Anche TikTok e Instagram Reels oggi consentono video ben oltre il minuto. Un’analisi della durata, quindi, non dovrebbe fermarsi a 60 secondi, e i dati più vecchi, precedenti a questi cambiamenti, potrebbero semplicemente non contenere video lunghi con cui fare il confronto.",
    },
    { type: "h2", id: "group-by-duration", text: "Raggruppa i video per durata e confronta le mediane" },
    {
      type: "p",
      text: "Il metodo è semplice: dividi i video dell’account in fasce di durata e confronta le visualizzazioni mediane di ciascuna fascia. Funzionano bene le fasce che seguono le soglie delle piattaforme, perché i creator tendono a pensare i video per un formato preciso: meno di 15 secondi, da 15 a 30, da 30 a 60, da 60 a 90, da 90 a 180 e oltre. Le mediane contano qui per lo stesso motivo per cui contano ovunque nei video brevi: un solo video virale in una fascia farebbe sembrare la sua media una legge di natura.",
    },
    {
      type: "ol",
      items: [
        "Prendi gli ultimi 50-100 video dell’account, escludendo quelli degli ultimi giorni.",
        "Assegna ogni video a una fascia di durata.",
        "Per ogni fascia, annota il numero di video e le visualizzazioni mediane.",
        "Ignora le fasce con pochissimi video: tre video sono un aneddoto.",
        "La fascia con la mediana più alta e un campione ragionevole è la tua durata migliore al momento.",
      ],
    },
    {
      type: "tip",
      title: "Raramente la causa è la durata",
      text: "Una fascia vince per il tipo di video che contiene. Se tutti i tuoi tutorial durano tra 60 e 90 secondi e tutti i tuoi sketch meno di 15, stai confrontando formati, non durate. Controlla che tipo di contenuti c’è in ogni fascia prima di cambiare il tuo montaggio.",
    },
    { type: "h2", id: "posting-times", text: "Orari di pubblicazione: una heatmap, non una regola" },
    {
      type: "p",
      text: "Per gli orari di pubblicazione vale la stessa idea, ma in due dimensioni. Posiziona ogni video su una griglia giorno della settimana × ora, nel fuso orario del tuo pubblico, e colora ogni cella in base alle visualizzazioni mediane dei video pubblicati in quel momento. Diventano visibili due cose: quando l’account pubblica davvero e se qualche fascia oraria rende costantemente meglio.",
    },
    {
      type: "ul",
      items: [
        "Usa un unico fuso orario per tutto. Le piattaforme riportano gli orari di pubblicazione in UTC o con uno scostamento: convertili prima di raggrupparli.",
        "Le celle vuote non sono fasce orarie sbagliate: sono fasce non ancora testate.",
        "Le celle con uno o due video sono rumore. Cerca tendenze ampie, come la sera che batte la mattina, invece di un’unica ora magica.",
        "I feed di raccomandazione continuano a distribuire un buon video per giorni, quindi nei video brevi l’orario di pubblicazione conta di solito meno che nei feed cronologici.",
      ],
    },
    { type: "h2", id: "run-small-tests", text: "Trasforma le tendenze in piccoli test" },
    {
      type: "p",
      text: "I dati storici mostrano correlazioni. Per capire che cosa produce risultati migliori, cambia una cosa alla volta. Se i tuoi video tra 30 e 60 secondi hanno la mediana più alta, realizza i prossimi video in quella fascia su argomenti che di solito tratteresti in modo più breve e confrontali con la tua baseline. Se la sera sembra rendere di più, sposta alla sera alcuni video comparabili. Misura ogni test rispetto alla tua mediana, non rispetto al tuo miglior video di sempre.",
    },
    { type: "h2", id: "competitors", text: "Usa i concorrenti per colmare le lacune" },
    {
      type: "p",
      text: "Il tuo account non può dirti come andrebbe una durata che non hai mai provato. I concorrenti sì. Applica la stessa analisi di durata e la stessa heatmap a tre-cinque account della tua nicchia. Se i loro video più lunghi superano costantemente le loro mediane mentre tu pubblichi solo video brevi, hai un’ipotesi che vale la pena testare. Dato che qui si usano solo dati pubblici, puoi farlo per qualsiasi account pubblico.",
    },
    {
      type: "quote",
      text: "La durata giusta è quella che il tuo pubblico guarda. I tuoi dati la conoscono già: devi solo raggrupparli perché parlino.",
    },
    { type: "h2", id: "watch-for-data-breaks", text: "Attenzione alle discontinuità nei dati" },
    {
      type: "p",
      text: "Due cambiamenti recenti possono falsare i confronti. Dal 31 marzo 2025 YouTube conta come visualizzazione ogni avvio o ripetizione di uno Short, il che fa salire le visualizzazioni rispetto agli Shorts precedenti. Nel 2025 Instagram è passato dalle riproduzioni alle visualizzazioni come metrica principale dei video. Quando un’analisi si estende a cavallo di queste date, confronta le fasce all’interno dello stesso periodo anziché tra un periodo e l’altro.",
    },
    { type: "h2", id: "try-it", text: "Scopri la tua durata migliore" },
    {
      type: "p",
      text: "L’analisi gratuita di Feedscope raggruppa per durata i video di qualsiasi account pubblico, mostra la durata più performante con il numero di video e l’intervallo di durata, e traccia una heatmap degli orari di pubblicazione, per TikTok, Instagram Reels e YouTube Shorts.",
    },
    {
      type: "cta",
      text: "Fai un’analisi della durata sul tuo account o su quello di un concorrente.",
      label: "Analizza un canale YouTube Shorts",
      href: "/analyze/analyze-youtube-shorts-account/",
    },
  ],
};

export default post;
