import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Come monitorare i concorrenti su TikTok, Reels e Shorts: frequenza di aggiornamento e storico",
  description:
    "Un setup pratico per monitorare concorrenti e creator nei video brevi: cosa tracciare, ogni quanto aggiornare, quanto storico conservare e quali avvisi contano.",
  excerpt:
    "Un’istantanea mostra dove si trova un concorrente. Lo storico mostra dove sta andando. Come impostare un monitoraggio che coglie i trend senza annegare nei numeri.",
  body: [
    {
      type: "p",
      text: "Guardare ogni tanto il profilo di un concorrente ti dice quanti follower ha e quali sono i suoi video più grandi. Non ti dice quale nuovo video sta decollando proprio adesso, se la sua baseline sta crescendo o quale argomento ha iniziato a testare. Per questo serve il monitoraggio: gli stessi numeri pubblici registrati a intervalli regolari. Questo articolo spiega cosa monitorare, con quale frequenza e per quanto tempo conservare i dati.",
    },
    { type: "h2", id: "channels-and-videos", text: "Monitora canali e singoli video" },
    {
      type: "p",
      text: "Il monitoraggio ha due livelli, e la maggior parte dei team ha bisogno di entrambi.",
    },
    {
      type: "ul",
      items: [
        "Il monitoraggio dei canali segue un account: follower, visualizzazioni e like totali, numero di post e ogni nuovo video pubblicato. Risponde alla domanda “cosa sta facendo questo concorrente?”",
        "Il monitoraggio dei video segue un singolo post nel tempo: visualizzazioni, like, commenti, condivisioni e salvataggi a ogni aggiornamento. Risponde alla domanda “come sta andando questo video in particolare?” ed è quello che usi per i post di campagna e i contenuti sponsorizzati.",
      ],
    },
    {
      type: "p",
      text: "Raggruppa entrambi in raccolte che rispecchiano le tue domande: una per ogni gruppo di concorrenti, una per campagna, una per ogni nicchia che stai studiando. Un elenco di 200 account scollegati è difficile da leggere; cinque raccolte da 40 no.",
    },
    { type: "h2", id: "what-each-platform-exposes", text: "Cosa rende pubblico ogni piattaforma" },
    {
      type: "p",
      text: "Il monitoraggio degli account altrui funziona solo con dati pubblici, quindi è utile sapere cosa includono.",
    },
    {
      type: "ul",
      items: [
        "YouTube: la Data API restituisce visualizzazioni, like e commenti per video e il numero di iscritti per canale. Il numero di iscritti è arrotondato (di solito a tre cifre significative), quindi non usarlo per calcolare la crescita giornaliera esatta degli iscritti.",
        "TikTok: visualizzazioni, like, commenti, condivisioni e salvataggi sono visibili sui video pubblici; follower e like totali sui profili. L’API ufficiale copre solo gli account che effettuano l’accesso, quindi i tool di monitoraggio leggono le pagine pubbliche.",
        "Instagram: follower, numero di post, like (se non nascosti) e commenti sono pubblici per i Reels, insieme al numero di visualizzazioni mostrato nell’app; condivisioni e salvataggi sono privati.",
        "Threads: l’API ufficiale fornisce insight completi al proprietario dell’account; per consultare altri profili pubblici serve un’autorizzazione a parte che Meta concede dopo una revisione.",
      ],
    },
    { type: "h2", id: "refresh-cadence", text: "Ogni quanto aggiornare" },
    {
      type: "p",
      text: "I video brevi raccolgono la maggior parte delle visualizzazioni nei primi giorni, poi si stabilizzano, con occasionali seconde ondate quando il feed li riprende. La frequenza di aggiornamento dovrebbe corrispondere alla domanda che ti stai ponendo:",
    },
    {
      type: "ul",
      items: [
        "Un aggiornamento al giorno basta per seguire le baseline dei concorrenti, individuare i nuovi outlier entro un giorno e costruire curve di crescita utili.",
        "Due aggiornamenti al giorno aiutano durante lanci e campagne, quando vuoi reagire in giornata a un video che decolla.",
        "Un aggiornamento ogni ora raramente vale la pena per l’analisi dei concorrenti. Moltiplica le richieste alle piattaforme, e la maggior parte delle decisioni non cambia nel giro di un’ora.",
      ],
    },
    {
      type: "tip",
      title: "Aggiorna ciò che si muove ancora",
      text: "I video vecchi cambiano lentamente. Un buon tool di monitoraggio aggiorna spesso i video nuovi e meno spesso quelli più vecchi, così i contenuti freschi ricevono attenzione mentre lo storico resta completo.",
    },
    { type: "h2", id: "history", text: "Quanto storico conservare" },
    {
      type: "p",
      text: "Ogni aggiornamento aggiunge un punto dati. Conservati nel tempo, questi punti rispondono a domande a cui un’istantanea non può rispondere: quanto velocemente è cresciuto un video nelle prime 48 ore, se la mediana di un concorrente è salita nel trimestre, se un vecchio video ha improvvisamente ripreso a crescere. Una settimana di storico basta per seguire i nuovi video; 30 giorni mostrano una campagna dall’inizio alla fine; uno storico più lungo serve per i confronti trimestre su trimestre e per gli andamenti stagionali.",
    },
    {
      type: "p",
      text: "Lo storico ti protegge anche dai cambiamenti delle piattaforme. Quando il 31 marzo 2025 YouTube ha iniziato a contare come visualizzazione ogni avvio o ripetizione di uno Short, le serie a cavallo di quella data hanno mostrato un salto dovuto a un cambio di definizione, non di rendimento. Con lo storico puoi vedere questi gradini e valutare ogni periodo secondo le sue regole.",
    },
    { type: "h2", id: "alerts", text: "Gli avvisi che vale la pena ricevere" },
    {
      type: "ol",
      items: [
        "Un nuovo video di un concorrente supera di diverse volte le sue visualizzazioni mediane: un argomento o un formato sta funzionando in questo momento.",
        "Un video di campagna smette di crescere: è il momento di sponsorizzarlo o di spostare il budget.",
        "Il numero di follower di un account monitorato sale o scende bruscamente: è successo qualcosa che merita un’occhiata.",
      ],
    },
    {
      type: "p",
      text: "Invia gli avvisi dove il tuo team lavora già, per esempio via email, in un canale di chat o tramite un webhook verso i tuoi strumenti, e mantieni soglie rigorose. Un avviso che scatta ogni ora viene presto ignorato.",
    },
    { type: "h2", id: "a-weekly-routine", text: "Una routine settimanale" },
    {
      type: "ol",
      items: [
        "Esamina i nuovi video di ogni raccolta ordinati per multiplo rispetto alla mediana dell’account.",
        "Annota le due o tre idee che sono esplose, con hook, formato e durata.",
        "Confronta la mediana di ogni concorrente con quella del mese scorso.",
        "Aggiungi gli account scoperti di recente e rimuovi quelli che non sono più rilevanti.",
      ],
    },
    { type: "h2", id: "try-it", text: "Inizia con un’analisi gratuita" },
    {
      type: "p",
      text: "Feedscope monitora canali e singoli video su TikTok, Instagram Reels, YouTube Shorts e Threads, li aggiorna secondo la frequenza del tuo piano, ne conserva lo storico e invia avvisi. Il modo più rapido per iniziare è un’analisi gratuita di un concorrente.",
    },
    {
      type: "cta",
      text: "Analizza l’account di un concorrente, poi inizia a monitorarlo con un clic.",
      label: "Monitora un account gratis",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
