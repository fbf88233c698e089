import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Vues médianes ou moyennes : quel chiffre dit la vérité sur un compte ?",
  description:
    "Pourquoi la moyenne des vues d'un compte vidéo court induit en erreur, ce que la médiane corrige, et comment combiner les deux pour évaluer un créateur ou votre chaîne.",
  excerpt:
    "Une seule vidéo virale peut doubler la moyenne des vues d'un compte du jour au lendemain. La médiane, elle, bouge à peine. Comment lire ces deux chiffres, et quand se fier à l'un ou à l'autre.",
  body: [
    {
      type: "p",
      text: "Ouvrez n'importe quel outil d'analyse de vidéos courtes : le premier chiffre affiché est presque toujours la « moyenne des vues ». Il a l'air de résumer honnêtement un compte : on additionne les vues de toutes les vidéos, on divise par leur nombre, et voilà. Sur TikTok, Instagram Reels et YouTube Shorts, c'est pourtant très souvent le chiffre le moins utile de la page. Cet article explique pourquoi, ce que la médiane fait mieux et comment utiliser les deux ensemble.",
    },
    { type: "h2", id: "why-averages-break", text: "Pourquoi la moyenne ne fonctionne pas en vidéo courte" },
    {
      type: "p",
      text: "En vidéo courte, les vues ne se répartissent pas de façon régulière. La plupart des publications d'un compte se situent dans une fourchette assez étroite, et de temps en temps, le fil de recommandations propulse une vidéo bien au-delà de l'audience habituelle. Ces rares cartons ne sont pas juste un peu plus gros : ils peuvent faire dix ou cent fois plus. La moyenne traite cette vidéo unique comme si ses vues étaient partagées avec toutes les autres.",
    },
    {
      type: "p",
      text: "Prenons un compte fictif avec dix vidéos récentes. Neuf d'entre elles ont fait entre 8 000 et 12 000 vues, soit environ 10 000 chacune. La dixième a surfé sur une tendance et atteint 900 000 vues. La moyenne tombe à environ 99 000 vues. Aucune vidéo du compte n'a réellement fait ce score : neuf sont dix fois en dessous, une est neuf fois au-dessus. Si vous êtes une marque et que vous payez une publication sur la base de cette moyenne, vous payez un résultat que le créateur obtient à peu près une fois sur dix.",
    },
    { type: "h2", id: "what-the-median-measures", text: "Ce que mesure la médiane" },
    {
      type: "p",
      text: "La médiane est la valeur du milieu quand on classe les vidéos par nombre de vues. Avec dix vidéos, c'est la moyenne de la cinquième et de la sixième. Dans l'exemple ci-dessus, elle est d'environ 10 000 vues, ce qui correspond exactement à ce qu'obtient une publication typique de ce compte. Un carton viral de plus ne la fait pas bouger, un flop non plus. Cette stabilité est tout l'intérêt : la médiane répond à la question « que se passe-t-il quand ce compte publie une vidéo normale ? »",
    },
    {
      type: "ul",
      items: [
        "La moyenne des vues répond à : combien de vues le compte a-t-il récoltées au total, par publication ?",
        "Les vues médianes répondent à : combien fait une publication typique ?",
        "L'écart entre les deux indique à quel point la portée du compte dépend de rares cartons.",
      ],
    },
    {
      type: "tip",
      title: "Lecture rapide",
      text: "Si la moyenne dépasse environ deux fois la médiane, les totaux du compte sont tirés par quelques vidéos hors norme. Regardez ces vidéos avant de tirer des conclusions sur le reste.",
    },
    { type: "h2", id: "when-the-average-still-matters", text: "Quand la moyenne reste utile" },
    {
      type: "p",
      text: "La moyenne n'est pas fausse : elle répond simplement à une autre question. Si vous achetez un pack de nombreuses publications, ou si vous estimez le total de vues que générera un an de contenu, la moyenne (ou tout simplement le total) est le bon chiffre, car sur suffisamment de publications, les cartons finissent par arriver. Un créateur dont la moyenne dépasse largement la médiane, c'est une loterie avec de vrais gros lots. N'utilisez simplement pas la moyenne pour prédire une publication isolée.",
    },
    { type: "h2", id: "sample-size-and-windows", text: "Choisir la période avant de choisir l'indicateur" },
    {
      type: "p",
      text: "Les deux chiffres dépendent des vidéos que vous incluez. Une médiane calculée sur tout l'historique d'un compte mélange le créateur d'il y a trois ans et celui d'aujourd'hui. Pour décider de votre prochaine campagne, une période récente est plus pertinente : les 20 à 50 dernières vidéos, ou les 30 à 90 derniers jours pour les comptes qui publient beaucoup. Les vidéos très récentes sont aussi un piège. Une vidéo publiée hier n'a pas fini d'accumuler des vues : l'inclure tire la médiane vers le bas. Beaucoup d'analystes écartent les vidéos de moins de quelques jours lorsqu'ils comparent des comptes.",
    },
    {
      type: "p",
      text: "Les changements de plateforme peuvent aussi casser une série. Depuis le 31 mars 2025, YouTube compte chaque lancement ou relecture d'un Short comme une vue, sans durée de visionnage minimale, et les compteurs de la Data API suivent cette règle. La médiane des Shorts d'une chaîne mesurée avant et après cette date n'est donc pas la même mesure : comparez ce qui est comparable.",
    },
    { type: "h2", id: "using-the-median-as-a-baseline", text: "Utiliser la médiane comme référence" },
    {
      type: "p",
      text: "Une fois que vous disposez d'une médiane fiable, elle devient l'étalon de chaque vidéo. Divisez les vues d'une vidéo par la médiane du compte et vous obtenez son multiple : 1x, c'est une performance normale ; 3x, une vraie réussite ; 0,3x, un raté. Les multiples rendent comparables des comptes de tailles très différentes. Une vidéo à 5x sur une chaîne à 2 000 vues médianes en dit autant sur ce qui fonctionne qu'une vidéo à 5x sur une chaîne à 2 millions de vues médianes.",
    },
    {
      type: "ol",
      items: [
        "Récupérez les vidéos récentes du compte avec leur nombre de vues.",
        "Écartez celles qui n'ont qu'un ou deux jours.",
        "Classez-les par vues et prenez la valeur du milieu : c'est la médiane.",
        "Divisez les vues de chaque vidéo par la médiane pour obtenir son multiple.",
        "Étudiez les vidéos en haut et en bas de cette liste, pas les vues brutes.",
      ],
    },
    { type: "h2", id: "reading-both-numbers", text: "Lire les deux chiffres ensemble" },
    {
      type: "p",
      text: "Quand on met les deux côte à côte, quelques profils reviennent sans cesse :",
    },
    {
      type: "ul",
      items: [
        "Moyenne proche de la médiane : un compte régulier. Chaque publication performe à peu près pareil, idéal pour des campagnes prévisibles.",
        "Moyenne très au-dessus de la médiane : un compte porté par les cartons. Gros potentiel de portée, mais chaque publication reste incertaine.",
        "Médiane en hausse sur les derniers mois alors que la moyenne stagne : le niveau de base du créateur progresse, même sans nouveau carton.",
        "Médiane en baisse alors que la moyenne tient grâce à une vieille vidéo virale : le compte s'essouffle.",
      ],
    },
    {
      type: "quote",
      text: "La médiane vous dit à quoi vous attendre. La moyenne vous dit ce qui est possible. Budgétez sur la première, espérez la seconde.",
    },
    { type: "h2", id: "try-it", text: "Faites le test sur un vrai compte" },
    {
      type: "p",
      text: "Feedscope calcule les vues moyennes et médianes, la vidéo la plus vue et le multiple de chaque vidéo par rapport à la médiane pour n'importe quel compte public TikTok, Instagram Reels ou YouTube Shorts. Vous voyez en quelques secondes si un compte est régulier ou porté par quelques cartons.",
    },
    {
      type: "cta",
      text: "Collez un @handle dans la page d'analyse gratuite et comparez vous-même les deux chiffres.",
      label: "Analyser un compte gratuitement",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
