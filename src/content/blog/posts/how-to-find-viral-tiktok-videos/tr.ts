import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Viral TikTok Videoları Nasıl Bulunur: Gerçek Aykırı Değerleri Yakalamak İçin 10x Kuralı",
  description:
    "Gerçekten patlayan TikTok videolarını bulmanın pratik yolu: her videoyu hesabın medyanıyla ölçün, 10x kuralını uygulayın ve örüntüden ders çıkarın.",
  excerpt:
    "Yüksek izlenme, viral olmakla aynı şey değildir. Her videoyu kendi hesabının medyanıyla karşılaştırın; büyük ve küçük hesaplarda gerçek patlamalar hemen göze çarpar.",
  body: [
    {
      type: "p",
      text: "“Viral” kelimesi altında büyük bir rakam olan her video için kullanılıyor. Bu da onu analiz için işe yaramaz hâle getiriyor: 2 milyon izlenmeli bir video, 10 milyon takipçili bir hesap için sıradan bir gün, normalde 5.000 izlenme alan bir hesap için ise ömürde bir kez yaşanacak bir olaydır. TikTok içeriğinin neden patladığını anlamak istiyorsanız, her iki durumda da işe yarayan bir tanıma ihtiyacınız var. Geçerliliğini koruyan en basit tanım görecelidir: bir video, kendi hesabının tipik performansını büyük bir katla geçtiğinde aykırı değerdir.",
    },
    { type: "h2", id: "views-relative-to-median", text: "İzlenmeleri hesabın medyanına göre ölçün" },
    {
      type: "p",
      text: "İşe hesabın son videolarındaki medyan izlenmeyle başlayın (ortalamayla değil, ortadaki değerle; çünkü ortalama, tam da aradığınız aykırı değerler yüzünden şişer). Ardından her videonun izlenmesini bu medyana bölün. Sonuç, videonun katsayısıdır; buna bazen aykırılık skoru da denir. 1x bir video, hesabın her zamanki performansını tam olarak tutturmuştur. 0,5x bir video beklentinin altında kalmıştır. 4x bir video ise belli ki her zamanki kitlenin ötesinde bir kitle bulmuştur.",
    },
    {
      type: "tip",
      title: "Neden medyan?",
      text: "Bir hesabın milyonlarca izlenme alan tek bir videosu varsa, ortalaması tipik sonucunun birkaç katı olabilir. O ortalamaya bölmek, bulmak istediğiniz patlamayı tam da gizler.",
    },
    { type: "h2", id: "the-10x-rule", text: "10x kuralı" },
    {
      type: "p",
      text: "“Viral” için çizgiyi nereye çekersiniz? Resmî bir eşik yok ama 10 katı pratik bir kabuldür: hesabın medyan izlenmesinin on katına ulaşan bir video, Sana Özel akışı tarafından içerik üreticisinin takipçilerinin çok ötesine taşınmıştır. Anlamlı olacak kadar nadir, aktif hesaplarda birkaç tane görülecek kadar da yaygındır. Faydalı ara kademeler 2x (sağlam bir başarı) ve 5x (güçlü bir patlama) olarak belirlenebilir. Feedscope bir videoyu 10x’te viral olarak işaretler ve geri kalanını bu kademelere ayırır; böylece bir hesabın yalnızca hiç patlayıp patlamadığını değil, ne sıklıkla patladığını görürsünüz.",
    },
    {
      type: "ul",
      items: [
        "1x altı: hesabın olağan seviyesinin altında.",
        "1x–2x: normal performans.",
        "2x–5x: net bir başarı; konuyu ve formatı not etmeye değer.",
        "5x–10x: bir patlama; inceleyin.",
        "10x ve üzeri: o hesap için viral.",
      ],
    },
    { type: "h2", id: "where-the-numbers-come-from", text: "TikTok’ta rakamlar nereden gelir?" },
    {
      type: "p",
      text: "TikTok, herkese açık her videoda izlenme, beğeni, yorum, paylaşım ve kaydetme sayılarını gösterir. Resmî Display API ise yalnızca giriş yapan içerik üreticisinin kendi videolarını döndürür ve kaydetme sayısı içermez. Herhangi bir herkese açık hesabı takip eden araçlar, web sayfasının gösterdiği aynı herkese açık verileri okur. Hassasiyet için bir ayrıntı önemlidir: sayfada sayaçlar iki kez yer alır, yuvarlanmış bir set ve tam bir set; özenli araçlar tam olanı kullanır. “1,2 Mn” gibi yuvarlanmış sayılar göz gezdirmek için yeterlidir ama videolar arasındaki gerçek farkları gizleyebilir.",
    },
    {
      type: "p",
      text: "İzlenmelerin günlerce gelmeye devam ettiğini de unutmayın. Bu sabah paylaşılan bir videonun katsayısı, sadece yeni olduğu için düşüktür. Katsayıları, video oturmaya zaman bulduktan sonra değerlendirin ya da benzer yaştaki videoları karşılaştırın.",
    },
    { type: "h2", id: "a-step-by-step-routine", text: "Adım adım bir rutin" },
    {
      type: "ol",
      items: [
        "Nişinizden küçükler de dahil 5 ila 20 hesap seçin: küçük hesaplardaki aykırı değerler çoğu zaman güçlü bir fikrin en net sinyalidir.",
        "Her hesap için son videolarının (örneğin son 30–50 video) medyan izlenmesini hesaplayın.",
        "Her videonun katsayısını hesaplayın ve tüm hesaplardaki tüm videoları ham izlenmeye göre değil, katsayıya göre sıralayın.",
        "5x ve üzerindeki videoları ayırın. Onları izleyin; hook’u, formatı, süreyi ve konuyu not edin.",
        "Hesaplar arasında tekrarlanan örüntüleri arayın. Tek bir aykırı değer şans olabilir; aynı fikrin üç hesapta patlaması ise bir trenddir.",
        "Bir hafta sonra tekrar kontrol edin: aykırı değer üretmeye devam eden fikirler, üzerine inşa edilecek olanlardır.",
      ],
    },
    { type: "h2", id: "common-mistakes", text: "Sık yapılan hatalar" },
    {
      type: "ul",
      items: [
        "Ham izlenmeye göre sıralamak. Yalnızca en büyük hesapları bulursunuz; onların hitleri de sizin için neyin işe yaradığı hakkında pek bir şey söylemez.",
        "Eski bir hesabın tüm zamanların medyanını kullanmak. İçerik üreticisi çok büyüdüyse veya küçüldüyse adil referans, yakın bir zaman aralığıdır.",
        "Aynı klibin birkaç hesaptaki yeniden paylaşımlarını bağımsız kanıt olarak saymak.",
        "Beğenileri, yorumları ve kaydetmeleri görmezden gelmek. Etkileşim oranı alışılmadık derecede düşük olan 10x bir videoyu içeriğin kendisi değil, trend bir ses öne çıkarmış olabilir.",
        "Bir aykırı değeri formül sanmak. O, bir kez karşılık bulan bir fikri gösterir; bir kampanyayı üzerine kurmadan önce test edin.",
      ],
    },
    { type: "h2", id: "what-to-copy", text: "Bir aykırı değerden ne öğrenilir?" },
    {
      type: "p",
      text: "Aykırı değerlerden oluşan bir kısa listeniz olduğunda, onların aynı hesabın 1x videolarından neyle ayrıldığına bakın. Ders bu farktadır: daha keskin bir ilk saniye, açıklamada bir soru, hesabın nadiren kullandığı bir format, alışılmışından farklı bir süre. Bir hesabı kendisiyle karşılaştırmak, takipçi sayısı ve marka bilinirliği gibi kopyalayamayacağınız değişkenleri ortadan kaldırır ve kopyalayabileceklerinizi bırakır.",
    },
    {
      type: "quote",
      text: "İncelenecek en iyi aykırı değer, nişinizdeki en büyük video değildir. Kendi içerik üreticisinin beklediğinden on kat daha iyi performans gösteren videodur.",
    },
    { type: "h2", id: "try-it", text: "Herhangi bir hesabın aykırı değerlerini bulun" },
    {
      type: "p",
      text: "Feedscope’un ücretsiz TikTok analizi; bir hesabın medyan izlenmesini, her videonun bu medyana göre katsayısını ve en viral videolarını gösterir. Böylece yukarıdaki rutin bir Excel tablosu yerine bir dakika sürer.",
    },
    {
      type: "cta",
      text: "Bir TikTok kullanıcı adı girin ve hangi videoların 10x çizgisini aştığını görün.",
      label: "Bir TikTok hesabını analiz edin",
      href: "/analyze/analyze-tiktok-account/",
    },
  ],
};

export default post;
