import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Durée idéale et meilleure heure de publication : trouvez-les dans vos propres données",
  description:
    "Les conseils génériques sur la durée et l'heure de publication collent rarement à votre compte. Trouvez votre durée et vos créneaux idéaux à partir des données publiques.",
  excerpt:
    "Il n'existe pas de durée ni d'heure parfaites pour tout le monde. Il en existe pour votre compte, et vos vidéos publiées contiennent déjà la réponse, à condition de bien les regrouper.",
  body: [
    {
      type: "p",
      text: "Cherchez la durée idéale d'un TikTok ou la meilleure heure pour publier un Reel, et vous tomberez sur des réponses très sûres d'elles… qui se contredisent. Ce sont des moyennes calculées sur des millions de comptes aux audiences, niches et fuseaux horaires différents. La réponse utile, c'est celle qui vaut pour votre compte, ou pour le concurrent que vous étudiez, et elle se lit dans les vidéos déjà publiées. Ce guide vous montre comment.",
    },
    { type: "h2", id: "what-the-platforms-allow", text: "Ce que les plateformes autorisent" },
    {
      type: "p",
      text: "Les limites de durée définissent ce que « court » veut dire, et elles ont évolué. Les YouTube Shorts étaient limités à 60 secondes jusqu'au 15 octobre 2024 ; depuis, les vidéos verticales ou carrées d'une durée maximale de trois minutes comptent comme des Shorts, tandis que les vidéos plus anciennes gardent leur classement d'origine. TikTok et Instagram Reels acceptent eux aussi aujourd'hui des vidéos bien au-delà d'une minute. Une analyse par durée ne doit donc pas s'arrêter à 60 secondes, et les données antérieures à ces changements ne contiennent parfois tout simplement aucune vidéo longue à comparer.",
    },
    { type: "h2", id: "group-by-duration", text: "Regrouper les vidéos par durée, puis comparer les médianes" },
    {
      type: "p",
      text: "La méthode est simple : répartissez les vidéos du compte par tranches de durée et comparez les vues médianes de chaque tranche. Des tranches calées sur les seuils des plateformes fonctionnent bien, car les créateurs pensent leurs vidéos pour un format : moins de 15 secondes, 15 à 30, 30 à 60, 60 à 90, 90 à 180 et au-delà. La médiane est indispensable ici, pour la même raison que partout en vidéo courte : une seule vidéo virale dans une tranche suffirait à faire passer sa moyenne pour une loi de la nature.",
    },
    {
      type: "ol",
      items: [
        "Prenez les 50 à 100 dernières vidéos du compte, en laissant de côté celles des derniers jours.",
        "Attribuez chaque vidéo à une tranche de durée.",
        "Pour chaque tranche, notez le nombre de vidéos et les vues médianes.",
        "Ignorez les tranches qui ne comptent qu'une poignée de vidéos : trois vidéos, c'est une anecdote.",
        "La tranche qui a la médiane la plus élevée avec un échantillon suffisant est votre meilleure durée du moment.",
      ],
    },
    {
      type: "tip",
      title: "La durée est rarement la cause",
      text: "Une tranche l'emporte grâce au contenu des vidéos qu'elle regroupe. Si tous vos tutos durent de 60 à 90 secondes et tous vos sketchs moins de 15, vous comparez des formats, pas des durées. Vérifiez le type de contenu de chaque tranche avant de changer votre montage.",
    },
    { type: "h2", id: "posting-times", text: "Heures de publication : une heatmap, pas une règle" },
    {
      type: "p",
      text: "Pour les heures de publication, le même principe s'applique en deux dimensions. Placez chaque vidéo sur une grille jour de la semaine × heure, dans le fuseau horaire de votre audience, et colorez chaque case selon les vues médianes des vidéos publiées à ce moment-là. Deux choses apparaissent : quand le compte publie réellement, et si un créneau fait systématiquement mieux que les autres.",
    },
    {
      type: "ul",
      items: [
        "Utilisez un seul fuseau horaire pour tout. Les plateformes donnent les heures de publication en UTC ou avec un décalage : convertissez-les avant de regrouper.",
        "Une case vide n'est pas un mauvais créneau, c'est un créneau jamais testé.",
        "Les cases avec une ou deux vidéos, c'est du bruit. Cherchez des tendances larges, comme des soirées qui battent les matinées, plutôt qu'une heure magique.",
        "Les fils de recommandations continuent de pousser une bonne vidéo pendant des jours : l'heure de publication compte donc généralement moins en vidéo courte que sur un fil chronologique.",
      ],
    },
    { type: "h2", id: "run-small-tests", text: "Transformer les tendances en petits tests" },
    {
      type: "p",
      text: "Les données historiques montrent des corrélations. Pour savoir ce qui produit vraiment de meilleurs résultats, changez une seule chose à la fois. Si vos vidéos de 30 à 60 secondes ont la médiane la plus haute, tournez les prochaines dans cette durée, sur des sujets que vous auriez d'habitude raccourcis, et comparez-les à votre référence. Si le soir semble plus porteur, décalez quelques vidéos comparables en soirée. Mesurez chaque test par rapport à votre médiane, pas par rapport à votre meilleure vidéo de tous les temps.",
    },
    { type: "h2", id: "competitors", text: "S'appuyer sur les concurrents pour combler les trous" },
    {
      type: "p",
      text: "Votre propre compte ne peut pas vous dire comment performerait une durée que vous n'avez jamais essayée. Vos concurrents, si. Faites la même analyse par durée et la même heatmap sur trois à cinq comptes de votre niche. Si leurs vidéos plus longues battent régulièrement leur propre médiane alors que vous ne publiez que des formats courts, voilà une hypothèse qui mérite d'être testée. Comme tout repose ici sur des données publiques, vous pouvez le faire pour n'importe quel compte public.",
    },
    {
      type: "quote",
      text: "La bonne durée, c'est celle que votre audience regarde. Vos données la connaissent déjà : il suffit de les regrouper pour qu'elles parlent.",
    },
    { type: "h2", id: "watch-for-data-breaks", text: "Attention aux ruptures dans les données" },
    {
      type: "p",
      text: "Deux changements récents peuvent fausser les comparaisons. Depuis le 31 mars 2025, YouTube compte chaque lancement ou relecture d'un Short comme une vue, ce qui gonfle les compteurs par rapport aux Shorts plus anciens. Instagram est passé en 2025 des lectures (plays) aux vues comme principal indicateur vidéo. Quand une analyse couvre ces dates, comparez les tranches au sein d'une même période plutôt que d'une période à l'autre.",
    },
    { type: "h2", id: "try-it", text: "Découvrez votre meilleure durée" },
    {
      type: "p",
      text: "L'analyse gratuite de Feedscope regroupe par durée les vidéos de n'importe quel compte public, indique la durée la plus performante avec son nombre de vidéos et sa plage de durée, et trace une heatmap des heures de publication, pour TikTok, Instagram Reels et YouTube Shorts.",
    },
    {
      type: "cta",
      text: "Lancez une analyse par durée sur votre compte ou sur celui d'un concurrent.",
      label: "Analyser une chaîne YouTube Shorts",
      href: "/analyze/analyze-youtube-shorts-account/",
    },
  ],
};

export default post;
