import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Medyan mı Ortalama İzlenme mi: Bir Hesap Hakkında Hangi Rakam Gerçeği Söyler?",
  description:
    "Kısa video hesaplarında ortalama izlenme neden yanıltır, medyan bunu nasıl düzeltir ve içerik üreticilerini ve kendi kanalınızı değerlendirirken ikisini nasıl kullanırsınız?",
  excerpt:
    "Tek bir viral video, bir hesabın ortalama izlenmesini bir gecede ikiye katlayabilir. Medyan ise neredeyse hiç kıpırdamaz. İki rakamı nasıl okuyacağınızı ve hangisinin ne zaman önemli olduğunu anlatıyoruz.",
  body: [
    {
      type: "p",
      text: "Herhangi bir kısa video analiz aracını açtığınızda ilk gördüğünüz rakam genellikle “ortalama izlenme” olur. Bir hesabın dürüst bir özeti gibi görünür: tüm videoların izlenmelerini toplayın, video sayısına bölün, bitti. Oysa TikTok, Instagram Reels ve YouTube Shorts’ta bu rakam çoğu zaman sayfadaki en az işe yarayan veridir. Bu yazıda bunun nedenini, medyanın neyi daha iyi yaptığını ve ikisini birlikte nasıl kullanacağınızı anlatıyoruz.",
    },
    { type: "h2", id: "why-averages-break", text: "Ortalama, kısa videoda neden çöker?" },
    {
      type: "p",
      text: "Kısa video izlenmeleri eşit dağılmaz. Bir hesabın paylaşımlarının çoğu oldukça dar bir aralıkta kalır ve arada bir, öneri akışı bir videoyu hesabın alışılmış kitlesinin çok ötesine taşır. Bu nadir hitler biraz daha büyük değildir; onlarca, hatta yüzlerce kat büyük olabilir. Ortalama ise o tek videonun izlenmelerini diğer tüm paylaşımlara eşit dağıtılmış gibi hesaplar.",
    },
    {
      type: "p",
      text: "Son on videosu olan hayali bir hesap düşünelim. Bunlardan dokuzu 8.000 ile 12.000 arasında, yani her biri yaklaşık 10.000 izlenme aldı. Onuncusu bir trende yakalandı ve 900.000’e ulaştı. Ortalama yaklaşık 99.000 izlenme. Oysa hesapta gerçekten böyle performans gösteren tek bir video bile yok: dokuzu on kat daha düşük, biri dokuz kat daha yüksek. Bu ortalamaya göre gönderi başına ödeme yapan bir marka olsaydınız, içerik üreticisinin on denemede yaklaşık bir kez verdiği bir sonuca para ödüyor olurdunuz.",
    },
    { type: "h2", id: "what-the-median-measures", text: "Medyan bunun yerine neyi ölçer?" },
    {
      type: "p",
      text: "Medyan, videoları izlenmeye göre sıraladığınızda ortada kalan değerdir. On videoda beşinci ve altıncının ortalamasıdır. Yukarıdaki örnekte yaklaşık 10.000 izlenmedir; bu da tam olarak o hesabın sıradan bir paylaşımının aldığı rakamdır. Fazladan bir viral hit onu oynatmaz, bir fiyasko da. Bütün mesele bu istikrardır: medyan “bu hesap normal bir video paylaştığında ne olur?” sorusunu yanıtlar.",
    },
    {
      type: "ul",
      items: [
        "Ortalama izlenme şu soruyu yanıtlar: hesap, paylaşım başına toplamda kaç izlenme topladı?",
        "Medyan izlenme şu soruyu yanıtlar: tipik bir paylaşım ne kadar izlenme alır?",
        "İkisi arasındaki fark, hesabın erişiminin nadir hitlere ne kadar bağlı olduğunu gösterir.",
      ],
    },
    {
      type: "tip",
      title: "Hızlı okuma",
      text: "Ortalama, medyanın yaklaşık iki katından fazlaysa hesabın toplam rakamlarını birkaç aykırı değer sürüklüyordur. Geri kalanı hakkında sonuç çıkarmadan önce o videolara bakın.",
    },
    { type: "h2", id: "when-the-average-still-matters", text: "Ortalama ne zaman hâlâ önemlidir?" },
    {
      type: "p",
      text: "Ortalama yanlış değildir; farklı bir soruyu yanıtlar. Çok sayıda gönderiden oluşan bir paket satın alıyorsanız ya da bir yıllık içeriğin toplamda kaç izlenme getireceğini tahmin ediyorsanız doğru rakam ortalamadır (veya doğrudan toplamdır), çünkü yeterince paylaşımda hitler gerçekten gelir. Ortalaması medyanının çok üstünde olan bir içerik üreticisi, gerçek ödülleri olan bir piyangodur. Yalnızca tek bir gönderinin sonucunu tahmin etmek için ortalamayı kullanmayın.",
    },
    { type: "h2", id: "sample-size-and-windows", text: "Metriği seçmeden önce zaman aralığını seçin" },
    {
      type: "p",
      text: "İki rakam da hangi videoları dahil ettiğinize bağlıdır. Bir hesabın tüm geçmişi üzerinden hesaplanan medyan, üç yıl önceki içerik üreticisiyle bugünküsünü karıştırır. Bir sonraki kampanyayla ilgili kararlar için yakın bir zaman aralığı daha faydalıdır: son 20–50 video ya da sık paylaşım yapan hesaplar için son 30–90 gün. Çok yeni videolar da bir tuzaktır. Dün yayınlanan bir video izlenme toplamayı henüz bitirmemiştir, dolayısıyla onu dahil etmek medyanı aşağı çeker. Pek çok analist, hesapları karşılaştırırken birkaç günden yeni videoları hesaba katmaz.",
    },
    {
      type: "p",
      text: "Platform değişiklikleri de bir veri serisini bozabilir. YouTube, 31 Mart 2025’ten bu yana bir Shorts videosunun her başlatılmasını veya tekrar oynatılmasını, minimum izleme süresi olmadan izlenme olarak sayıyor ve Data API’nin izlenme sayıları da bu kurala uyuyor. Bir kanalın bu tarihten önce ve sonra ölçülen Shorts medyanı aynı ölçüm değildir; bu yüzden benzerini benzeriyle karşılaştırın.",
    },
    { type: "h2", id: "using-the-median-as-a-baseline", text: "Medyanı referans çizgisi olarak kullanmak" },
    {
      type: "p",
      text: "Güvenilir bir medyanınız olduğunda, bu her bir video için bir cetvele dönüşür. Bir videonun izlenmesini hesabın medyanına bölün ve videonun katsayısını elde edin: 1x normal bir performanstır, 3x net bir başarıdır, 0,3x ise ıskalamadır. Katsayılar, boyutları çok farklı hesapları karşılaştırılabilir kılar. Medyanı 2.000 izlenme olan bir kanaldaki 5x bir video, neyin karşılık bulduğu hakkında medyanı 2 milyon izlenme olan bir kanaldaki 5x bir video kadar bilgi verir.",
    },
    {
      type: "ol",
      items: [
        "Hesabın son videolarını izlenme sayılarıyla birlikte toplayın.",
        "Yalnızca bir iki günlük olanları çıkarın.",
        "İzlenmeye göre sıralayın ve ortadaki değeri alın: medyan budur.",
        "Her videonun izlenmesini medyana bölerek katsayısını bulun.",
        "Ham izlenme sayılarını değil, bu listenin en üstündeki ve en altındaki videoları inceleyin.",
      ],
    },
    { type: "h2", id: "reading-both-numbers", text: "İki rakamı birlikte okumak" },
    {
      type: "p",
      text: "İkisini yan yana koyduğunuzda birkaç örüntü tekrar tekrar karşınıza çıkar:",
    },
    {
      type: "ul",
      items: [
        "Ortalama medyana yakın: istikrarlı bir hesap. Her gönderi aşağı yukarı aynı performansı gösterir; öngörülebilir kampanyalar için iyidir.",
        "Ortalama medyanın çok üstünde: hitlerle ayakta duran bir hesap. Erişim potansiyeli yüksek ama tek tek gönderilerin sonucu belirsiz.",
        "Son aylarda medyan yükselirken ortalama yerinde sayıyor: içerik üreticisinin temel performansı yeni hitler olmadan da iyileşiyor.",
        "Medyan düşerken ortalama eski bir viral videoyla ayakta kalıyor: hesap soğuyor.",
      ],
    },
    {
      type: "quote",
      text: "Medyan ne bekleyeceğinizi söyler. Ortalama neyin mümkün olduğunu söyler. Bütçenizi birincisine göre yapın, ikincisini umun.",
    },
    { type: "h2", id: "try-it", text: "Gerçek bir hesapta deneyin" },
    {
      type: "p",
      text: "Feedscope; herkese açık her TikTok, Instagram Reels veya YouTube Shorts hesabı için ortalama ve medyan izlenmeyi, en çok izlenen videoyu ve her videonun medyana göre katsayısını hesaplar. Böylece bir hesabın istikrarlı mı olduğunu yoksa birkaç hitle mi ayakta durduğunu saniyeler içinde görürsünüz.",
    },
    {
      type: "cta",
      text: "Ücretsiz analiz sayfasına bir kullanıcı adı yapıştırın ve iki rakamı kendiniz karşılaştırın.",
      label: "Bir hesabı ücretsiz analiz edin",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
