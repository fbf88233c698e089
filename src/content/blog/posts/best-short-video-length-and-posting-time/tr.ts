import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "En İyi Video Süresi ve Paylaşım Saati: Kendi Verilerinizde Bulun",
  description:
    "Video süresi ve paylaşım saatleri hakkındaki genel tavsiyeler hesabınıza nadiren uyar. Herkese açık verilerden kendi en iyi sürenizi ve saatlerinizi bulmanın yolu ve kaçınılacak tuzaklar.",
  excerpt:
    "Herkes için mükemmel bir süre ya da saat yoktur. Sizin hesabınız için ise vardır; videoları doğru şekilde gruplarsanız cevap zaten mevcut içeriklerinizde duruyor.",
  body: [
    {
      type: "p",
      text: "Bir TikTok videosunun en iyi süresini ya da bir Reels paylaşmak için en iyi saati arayın; birbiriyle çelişen, kendinden emin yanıtlar bulursunuz. Bunlar farklı kitlelere, nişlere ve saat dilimlerine sahip milyonlarca hesabın ortalamalarıdır. İşe yarayan yanıt, sizin hesabınız ya da incelediğiniz rakip için olanıdır ve zaten yayınlanmış videolardan okunabilir. Bu rehber nasıl yapılacağını gösteriyor.",
    },
    { type: "h2", id: "what-the-platforms-allow", text: "Platformlar neye izin veriyor?" },
    {
      type: "p",
      text: "Süre sınırları “kısa”nın ne anlama geldiğini belirler ve bu sınırlar değişti. YouTube Shorts, 15 Ekim 2024’e kadar 60 saniyeyle sınırlıydı; o tarihten bu yana üç dakikaya kadar olan dikey veya kare yüklemeler Shorts sayılıyor, eski yüklemeler ise önceki sınıflandırmalarını koruyor. TikTok ve Instagram Reels de bugün bir dakikayı epey aşan videolara izin veriyor. Dolayısıyla bir süre analizi 60 saniyede durmamalı; bu değişikliklerden önceki eski verilerde ise karşılaştırılacak uzun video hiç olmayabilir.",
    },
    { type: "h2", id: "group-by-duration", text: "Videoları süreye göre gruplayın, sonra medyanları karşılaştırın" },
    {
      type: "p",
      text: "Yöntem basit: hesabın videolarını süre aralıklarına yerleştirin ve her aralığın medyan izlenmesini karşılaştırın. Platformların kendi eşiklerini izleyen aralıklar iyi sonuç verir; çünkü içerik üreticileri videolarını genellikle bir formata göre çeker: 15 saniyenin altı, 15–30, 30–60, 60–90, 90–180 ve daha uzun. Medyan burada da kısa videonun her alanındaki nedenle önemlidir: bir aralıktaki tek bir viral video, o aralığın ortalamasını bir doğa kanunu gibi gösterir.",
    },
    {
      type: "ol",
      items: [
        "Son birkaç günü dışarıda bırakarak hesabın son 50–100 videosunu alın.",
        "Her videoyu bir süre aralığına atayın.",
        "Her aralık için video sayısını ve medyan izlenmeyi not edin.",
        "Yalnızca birkaç video içeren aralıkları dikkate almayın; üç video istatistik değil, anekdottur.",
        "Medyanı en yüksek ve örneklemi makul olan aralık, şu anki en iyi sürenizdir.",
      ],
    },
    {
      type: "tip",
      title: "Süre nadiren asıl nedendir",
      text: "Bir aralık, içindeki videoların ne olduğu sayesinde kazanır. Tüm eğitim videolarınız 60–90 saniye, tüm skeçleriniz 15 saniyenin altındaysa süreleri değil, formatları karşılaştırıyorsunuzdur. Kurgunuzu değiştirmeden önce her aralıkta ne tür içerik olduğunu kontrol edin.",
    },
    { type: "h2", id: "posting-times", text: "Paylaşım saatleri: kural değil, ısı haritası" },
    {
      type: "p",
      text: "Paylaşım saatleri için aynı fikir iki boyutta uygulanır. Her videoyu, kitlenizin saat diliminde, haftanın günü ve saatten oluşan bir tabloya yerleştirin ve her hücreyi o zaman diliminde paylaşılan videoların medyan izlenmesine göre renklendirin. İki şey görünür hâle gelir: hesabın gerçekte ne zaman paylaşım yaptığı ve herhangi bir zaman diliminin tutarlı olarak daha iyi sonuç verip vermediği.",
    },
    {
      type: "ul",
      items: [
        "Her şey için tek bir saat dilimi kullanın. Platformlar yayın zamanlarını UTC olarak veya bir fark ile raporlar; gruplamadan önce dönüştürün.",
        "Boş hücreler kötü zaman dilimleri değil, denenmemiş zaman dilimleridir.",
        "Bir iki video içeren hücreler gürültüdür. Tek bir sihirli saat yerine akşamların sabahları geçmesi gibi geniş örüntülere bakın.",
        "Öneri akışları iyi bir videoyu günlerce dağıtmaya devam eder; bu yüzden kısa videoda paylaşım saati genellikle kronolojik akışlara göre daha az önemlidir.",
      ],
    },
    { type: "h2", id: "run-small-tests", text: "Örüntüleri küçük testlere dönüştürün" },
    {
      type: "p",
      text: "Geçmiş veriler korelasyonları gösterir. Daha iyi sonuçlara neyin yol açtığını öğrenmek için her seferinde tek bir şeyi değiştirin. 30–60 saniyelik videolarınızın medyanı en yüksekse, sonraki birkaç videoyu normalde daha kısa keseceğiniz konularda bu aralıkta çekin ve referans çizginizle karşılaştırın. Akşamlar daha güçlü görünüyorsa, birkaç benzer videoyu akşama kaydırın. Her testi tüm zamanların en iyi videonuza göre değil, medyanınıza göre ölçün.",
    },
    { type: "h2", id: "competitors", text: "Boşlukları rakiplerle doldurun" },
    {
      type: "p",
      text: "Kendi hesabınız, hiç denemediğiniz bir sürenin nasıl performans göstereceğini söyleyemez. Rakipler söyleyebilir. Aynı süre ve ısı haritası analizini nişinizdeki üç ila beş hesapta çalıştırın. Onların uzun videoları kendi medyanlarını tutarlı biçimde geçiyorsa ve siz yalnızca kısa video paylaşıyorsanız, bu test etmeye değer bir hipotezdir. Buradaki her şey herkese açık verilere dayandığından bunu herkese açık her hesap için yapabilirsiniz.",
    },
    {
      type: "quote",
      text: "Doğru süre, kitlenizin izlediği süredir. Verileriniz bunu zaten biliyor; konuşması için yalnızca gruplanması gerekiyor.",
    },
    { type: "h2", id: "watch-for-data-breaks", text: "Verilerdeki kırılmalara dikkat edin" },
    {
      type: "p",
      text: "Son dönemdeki iki değişiklik karşılaştırmaları çarpıtabilir. YouTube, 31 Mart 2025’ten bu yana bir Shorts videosunun her başlatılmasını veya tekrar oynatılmasını izlenme olarak sayıyor; bu da izlenme sayılarını önceki Shorts videolarına göre artırıyor. Instagram ise 2025’te ana video metriği olarak oynatmadan izlenmeye geçti. Bir analiz bu tarihleri kapsıyorsa, aralıkları dönemler arasında değil, aynı dönem içinde karşılaştırın.",
    },
    { type: "h2", id: "try-it", text: "En iyi sürenizi görün" },
    {
      type: "p",
      text: "Feedscope’un ücretsiz analizi; TikTok, Instagram Reels ve YouTube Shorts’ta herkese açık her hesabın videolarını süreye göre gruplar, en iyi performans gösteren süreyi video sayısı ve süre aralığıyla birlikte gösterir ve bir paylaşım saati ısı haritası çizer.",
    },
    {
      type: "cta",
      text: "Kendi hesabınızda veya bir rakibinizin hesabında süre analizi yapın.",
      label: "Bir YouTube Shorts kanalını analiz edin",
      href: "/analyze/analyze-youtube-shorts-account/",
    },
  ],
};

export default post;
