import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Come trovare i video virali su TikTok: la regola del 10× per riconoscere i veri outlier",
  description:
    "Un metodo pratico per trovare i video TikTok davvero esplosi: misura ogni video rispetto alla mediana dell’account, applica la regola del 10× e impara dagli schemi.",
  excerpt:
    "Tante visualizzazioni non significano virale. Confronta ogni video con la mediana del suo account e i veri exploit saltano all’occhio, sugli account grandi come su quelli piccoli.",
  body: [
    {
      type: "p",
      text: "“Virale” si dice di qualsiasi video con un numero grande sotto. Per l’analisi, però, così la parola diventa inutile: un video con 2 milioni di visualizzazioni è ordinaria amministrazione per un account con 10 milioni di follower e un evento irripetibile per un account che di solito ne fa 5.000. Se vuoi capire che cosa fa esplodere i contenuti su TikTok, ti serve una definizione che funzioni in entrambi i casi. La più semplice che regge è relativa: un video è un outlier quando supera di molte volte il rendimento tipico del proprio account.",
    },
    {
      type: "h2",
      id: "views-relative-to-median",
      text: "Misura le visualizzazioni rispetto alla mediana dell’account",
    },
    {
      type: "p",
      text: "Parti dalle visualizzazioni mediane dell’account sui video recenti (il valore centrale, non la media, che è gonfiata proprio dagli outlier che stai cercando). Poi dividi le visualizzazioni di ogni video per quella mediana. Il risultato è il multiplo del video, a volte chiamato outlier score. Un video a 1× ha fatto esattamente quello che l’account fa di solito. Un video a 0,5× è andato sotto le attese. Un video a 4× ha chiaramente trovato un pubblico oltre quello abituale.",
    },
    {
      type: "tip",
      title: "Perché la mediana",
      text: "Se un account ha un video con milioni di visualizzazioni, la sua media può essere diverse volte superiore al suo risultato tipico. Dividere per quella media nasconderebbe proprio l’exploit che vuoi trovare.",
    },
    { type: "h2", id: "the-10x-rule", text: "La regola del 10×" },
    {
      type: "p",
      text: "Dove tracciare il confine del “virale”? Non esiste una soglia ufficiale, ma un multiplo di 10 è una convenzione pratica: un video che raggiunge dieci volte le visualizzazioni mediane dell’account è stato spinto dal feed Per te ben oltre i follower del creator. È abbastanza raro da essere significativo e abbastanza frequente perché gli account attivi ne abbiano qualcuno. Due fasce intermedie utili sono 2× (un buon successo) e 5× (un exploit netto). Feedscope segna un video come virale a partire da 10× e raggruppa gli altri in queste fasce, così vedi quanto spesso un account esplode, non solo se gli è mai successo.",
    },
    {
      type: "ul",
      items: [
        "Sotto 1×: sotto il livello abituale dell’account.",
        "Da 1× a 2×: rendimento normale.",
        "Da 2× a 5×: un successo chiaro; vale la pena annotare argomento e formato.",
        "Da 5× a 10×: un exploit; studialo.",
        "Da 10× in su: virale per quell’account.",
      ],
    },
    { type: "h2", id: "where-the-numbers-come-from", text: "Da dove arrivano i numeri su TikTok" },
    {
      type: "p",
      text: "TikTok mostra visualizzazioni, like, commenti, condivisioni e salvataggi su ogni video pubblico. La sua Display API ufficiale restituisce solo i video del creator stesso dopo che ha effettuato l’accesso, e non include i salvataggi. I tool che monitorano qualsiasi account pubblico leggono gli stessi dati pubblici mostrati dalla pagina web. Per la precisione conta un dettaglio: la pagina contiene i contatori due volte, in versione arrotondata e in versione esatta, e i tool accurati usano quella esatta. I valori arrotondati come “1,2 Mln” vanno bene per dare un’occhiata, ma possono nascondere differenze reali tra i video.",
    },
    {
      type: "p",
      text: "Ricorda anche che le visualizzazioni continuano ad arrivare per giorni. Un video pubblicato stamattina ha un multiplo basso semplicemente perché è giovane. Giudica i multipli dopo che il video ha avuto il tempo di assestarsi, oppure confronta video di età simile.",
    },
    { type: "h2", id: "a-step-by-step-routine", text: "Una routine passo dopo passo" },
    {
      type: "ol",
      items: [
        "Scegli da 5 a 20 account della tua nicchia, compresi quelli piccoli: gli outlier degli account piccoli sono spesso il segnale più chiaro di un’idea forte.",
        "Per ogni account, calcola le visualizzazioni mediane dei video recenti (per esempio gli ultimi 30-50).",
        "Calcola il multiplo di ogni video e ordina tutti i video di tutti gli account per multiplo, non per visualizzazioni assolute.",
        "Tieni i video da 5× in su. Guardali e annota hook, formato, durata e argomento.",
        "Cerca schemi che si ripetono tra un account e l’altro. Un outlier può essere fortuna; la stessa idea che esplode su tre account è un trend.",
        "Ricontrolla dopo una settimana: le idee che continuano a produrre outlier sono quelle su cui costruire.",
      ],
    },
    { type: "h2", id: "common-mistakes", text: "Errori comuni" },
    {
      type: "ul",
      items: [
        "Ordinare per visualizzazioni assolute. Troverai sempre e solo gli account più grandi, i cui successi ti dicono poco su cosa funziona per te.",
        "Usare la mediana di tutta la storia di un account vecchio. Se il creator è cresciuto o calato molto, la baseline corretta è una finestra recente.",
        "Contare i repost della stessa clip su più account come prove indipendenti.",
        "Ignorare like, commenti e salvataggi. Un video a 10× con un tasso di engagement insolitamente basso potrebbe essere stato spinto da un audio di tendenza più che dal contenuto in sé.",
        "Trattare un outlier come una formula. Mostra un’idea che ha funzionato una volta: testala prima di puntarci un’intera campagna.",
      ],
    },
    { type: "h2", id: "what-to-copy", text: "Cosa imparare da un outlier" },
    {
      type: "p",
      text: "Quando hai una rosa di outlier, guarda che cosa li distingue dai video a 1× dello stesso account. La differenza è la lezione: un primo secondo più incisivo, una domanda nella didascalia, un formato che l’account usa di rado, una durata diversa dal solito. Confrontare un account con se stesso elimina le variabili che non puoi copiare, come il numero di follower e la notorietà del brand, e lascia quelle che puoi copiare.",
    },
    {
      type: "quote",
      text: "L’outlier migliore da studiare non è il video più grande della tua nicchia. È quello che ha fatto dieci volte meglio di quanto si aspettasse il suo stesso creator.",
    },
    { type: "h2", id: "try-it", text: "Trova gli outlier di qualsiasi account" },
    {
      type: "p",
      text: "L’analisi TikTok gratuita di Feedscope mostra le visualizzazioni mediane di un account, il multiplo di ogni video rispetto a quella mediana e i suoi video più virali: la routine descritta sopra richiede un minuto invece di un foglio di calcolo.",
    },
    {
      type: "cta",
      text: "Inserisci un nome utente TikTok e scopri quali video hanno superato la soglia del 10×.",
      label: "Analizza un account TikTok",
      href: "/analyze/analyze-tiktok-account/",
    },
  ],
};

export default post;
