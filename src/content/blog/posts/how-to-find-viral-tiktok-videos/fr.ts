import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Trouver les vidéos TikTok virales : la règle du 10x pour repérer les vraies pépites",
  description:
    "Une méthode concrète pour trouver les vidéos TikTok qui ont vraiment explosé : mesurer chaque vidéo face à la médiane du compte, appliquer la règle du 10x, en tirer des leçons.",
  excerpt:
    "Beaucoup de vues, ce n'est pas forcément viral. Comparez chaque vidéo à la médiane de son propre compte, et les vrais cartons ressortent, sur les gros comptes comme sur les petits.",
  body: [
    {
      type: "p",
      text: "On qualifie de « virale » n'importe quelle vidéo affichant un gros chiffre. Pour l'analyse, le mot ne veut donc plus rien dire : 2 millions de vues, c'est la routine pour un compte à 10 millions d'abonnés, et l'événement d'une vie pour un compte qui fait habituellement 5 000 vues. Si vous voulez comprendre pourquoi un contenu TikTok explose, il vous faut une définition qui marche dans les deux cas. La plus simple qui tienne la route est relative : une vidéo est hors norme quand elle dépasse largement la performance typique de son propre compte.",
    },
    { type: "h2", id: "views-relative-to-median", text: "Mesurer les vues par rapport à la médiane du compte" },
    {
      type: "p",
      text: "Commencez par les vues médianes du compte sur ses vidéos récentes (la valeur du milieu, pas la moyenne, elle-même gonflée par les vidéos hors norme que vous cherchez justement). Divisez ensuite les vues de chaque vidéo par cette médiane. Le résultat est le multiple de la vidéo, parfois appelé score d'outlier. Une vidéo à 1x a fait exactement ce que fait habituellement le compte. Une vidéo à 0,5x est en dessous. Une vidéo à 4x a clairement trouvé un public au-delà de l'audience habituelle.",
    },
    {
      type: "tip",
      title: "Pourquoi la médiane",
      text: "Si un compte a une vidéo à plusieurs millions de vues, sa moyenne peut valoir plusieurs fois son résultat typique. Diviser par cette moyenne masquerait précisément le carton que vous cherchez.",
    },
    { type: "h2", id: "the-10x-rule", text: "La règle du 10x" },
    {
      type: "p",
      text: "Où placer la barre du « viral » ? Il n'existe pas de seuil officiel, mais un multiple de 10 est une convention pratique : une vidéo qui atteint dix fois les vues médianes du compte a été poussée par le fil Pour toi bien au-delà des abonnés du créateur. C'est assez rare pour être significatif, et assez fréquent pour que les comptes actifs en aient quelques-unes. Deux paliers intermédiaires sont utiles : 2x (une belle réussite) et 5x (une vraie percée). Feedscope marque une vidéo comme virale à partir de 10x et range les autres dans ces paliers, pour que vous voyiez à quelle fréquence un compte perce, et pas seulement s'il a percé un jour.",
    },
    {
      type: "ul",
      items: [
        "Moins de 1x : sous le niveau habituel du compte.",
        "De 1x à 2x : performance normale.",
        "De 2x à 5x : une vraie réussite ; notez le sujet et le format.",
        "De 5x à 10x : une percée ; étudiez-la.",
        "10x et plus : virale pour ce compte.",
      ],
    },
    { type: "h2", id: "where-the-numbers-come-from", text: "D'où viennent les chiffres sur TikTok" },
    {
      type: "p",
      text: "TikTok affiche le nombre de vues, de likes, de commentaires, de partages et d'enregistrements sur chaque vidéo publique. Son API officielle, la Display API, ne renvoie les vidéos d'un créateur qu'après sa connexion, et ne fournit pas les enregistrements. Les outils qui suivent n'importe quel compte public lisent les mêmes données publiques que celles affichées sur la page web. Un détail compte pour la précision : la page contient les compteurs en double, une version arrondie et une version exacte, et les outils sérieux utilisent la version exacte. Les valeurs arrondies comme « 1,2 M » suffisent pour parcourir, mais peuvent masquer de vraies différences entre vidéos.",
    },
    {
      type: "p",
      text: "Gardez aussi en tête que les vues continuent d'arriver pendant plusieurs jours. Une vidéo publiée ce matin a un multiple faible simplement parce qu'elle est récente. Jugez les multiples une fois que la vidéo s'est stabilisée, ou comparez des vidéos d'âge similaire.",
    },
    { type: "h2", id: "a-step-by-step-routine", text: "Une routine étape par étape" },
    {
      type: "ol",
      items: [
        "Choisissez 5 à 20 comptes de votre niche, y compris des petits : les vidéos hors norme des petits comptes sont souvent le signal le plus net d'une idée forte.",
        "Pour chaque compte, calculez les vues médianes de ses vidéos récentes (par exemple les 30 à 50 dernières).",
        "Calculez le multiple de chaque vidéo et triez toutes les vidéos de tous les comptes par multiple, pas par vues brutes.",
        "Gardez les vidéos à 5x et plus. Regardez-les et notez le hook, le format, la durée et le sujet.",
        "Cherchez les schémas qui se répètent d'un compte à l'autre. Une vidéo hors norme peut être un coup de chance ; la même idée qui explose sur trois comptes, c'est une tendance.",
        "Refaites le point une semaine plus tard : les idées qui continuent de produire des cartons sont celles sur lesquelles construire.",
      ],
    },
    { type: "h2", id: "common-mistakes", text: "Les erreurs fréquentes" },
    {
      type: "ul",
      items: [
        "Trier par vues brutes. Vous ne trouverez jamais que les plus gros comptes, dont les cartons ne vous apprennent pas grand-chose sur ce qui marche pour vous.",
        "Utiliser la médiane de tout l'historique d'un compte ancien. Si le créateur a beaucoup grandi ou décliné, une période récente est la référence juste.",
        "Compter les reposts d'un même clip sur plusieurs comptes comme des preuves indépendantes.",
        "Ignorer les likes, commentaires et enregistrements. Une vidéo à 10x avec un taux d'engagement anormalement bas a peut-être été portée par un son tendance plutôt que par le contenu lui-même.",
        "Prendre une vidéo hors norme pour une recette. Elle montre une idée qui a fonctionné une fois ; testez-la avant de miser une campagne dessus.",
      ],
    },
    { type: "h2", id: "what-to-copy", text: "Ce qu'une vidéo hors norme peut vous apprendre" },
    {
      type: "p",
      text: "Une fois votre sélection de vidéos hors norme établie, regardez ce qui les distingue des vidéos à 1x du même compte. C'est cette différence qui est la leçon : une première seconde plus percutante, une question dans la légende, un format que le compte utilise rarement, une durée inhabituelle. Comparer un compte à lui-même élimine les variables que vous ne pouvez pas copier, comme le nombre d'abonnés ou la notoriété, et garde celles que vous pouvez reprendre.",
    },
    {
      type: "quote",
      text: "La vidéo hors norme la plus instructive n'est pas la plus grosse vidéo de votre niche. C'est celle qui a fait dix fois mieux que ce que son propre créateur pouvait espérer.",
    },
    { type: "h2", id: "try-it", text: "Repérez les cartons de n'importe quel compte" },
    {
      type: "p",
      text: "L'analyse TikTok gratuite de Feedscope affiche les vues médianes d'un compte, le multiple de chaque vidéo par rapport à cette médiane et ses vidéos les plus virales : la routine ci-dessus prend une minute au lieu d'un tableur entier.",
    },
    {
      type: "cta",
      text: "Saisissez un @handle TikTok et voyez quelles vidéos ont franchi la barre des 10x.",
      label: "Analyser un compte TikTok",
      href: "/analyze/analyze-tiktok-account/",
    },
  ],
};

export default post;
