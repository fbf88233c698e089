import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "TikTok, Reels ve Shorts’ta Rakipler Nasıl Takip Edilir: Yenileme Sıklığı ve Geçmiş Veriler",
  description:
    "Kısa videoda rakipleri ve içerik üreticilerini takip etmek için pratik bir kurulum: neyi takip etmeli, ne sıklıkla yenilemeli, ne kadar geçmiş saklamalı ve hangi uyarılar önemli?",
  excerpt:
    "Anlık görüntü, bir rakibin nerede durduğunu gösterir. Geçmiş ise nereye gittiğini. Rakamlarda boğulmadan trendleri yakalayan bir takip düzeni nasıl kurulur?",
  body: [
    {
      type: "p",
      text: "Bir rakibin profiline arada bir bakmak size takipçi sayısını ve en büyük videolarını söyler. Hangi yeni videonun şu anda uçuşa geçtiğini, temel performansının büyüyüp büyümediğini veya hangi konuyu test etmeye başladığını ise söylemez. Bunun için takip gerekir: aynı herkese açık rakamların düzenli aralıklarla kaydedilmesi. Bu yazı neyin, ne sıklıkla ve ne kadar süreyle takip edileceğini anlatıyor.",
    },
    { type: "h2", id: "channels-and-videos", text: "Kanalları ve tek tek videoları takip edin" },
    {
      type: "p",
      text: "Takibin iki düzeyi vardır ve çoğu ekibin ikisine de ihtiyacı olur.",
    },
    {
      type: "ul",
      items: [
        "Kanal takibi bir hesabı izler: takipçiler, toplam izlenme ve beğeniler, gönderi sayısı ve yayınladığı her yeni video. “Bu rakip ne yapıyor?” sorusunu yanıtlar.",
        "Video takibi tek bir gönderiyi zaman içinde izler: her yenilemede izlenme, beğeni, yorum, paylaşım ve kaydetme sayıları. “Bu video nasıl gelişiyor?” sorusunu yanıtlar; kampanya gönderileri ve sponsorlu içerikler için kullandığınız takip budur.",
      ],
    },
    {
      type: "p",
      text: "İkisini de sorularınıza uygun koleksiyonlarda gruplayın: her rakip grubu için bir, her kampanya için bir, araştırdığınız her niş için bir koleksiyon. Birbiriyle ilgisiz 200 hesaplık bir listeyi okumak zordur; 40’ar hesaplık beş koleksiyonu okumak değil.",
    },
    { type: "h2", id: "what-each-platform-exposes", text: "Her platform neleri herkese açık gösterir?" },
    {
      type: "p",
      text: "Başkalarının hesaplarını takip etmek yalnızca herkese açık verilerle mümkündür; bu yüzden bu verilerin neleri kapsadığını bilmek işe yarar.",
    },
    {
      type: "ul",
      items: [
        "YouTube: Data API, video başına izlenme, beğeni ve yorum sayılarını, kanal başına da abone sayısını döndürür. Abone sayıları yuvarlanır (genellikle üç anlamlı basamağa), bu yüzden bunlardan kesin günlük abone artışı hesaplamayın.",
        "TikTok: herkese açık videolarda izlenme, beğeni, yorum, paylaşım ve kaydetme sayıları; profillerde takipçi ve toplam beğeni sayıları görünür. Resmî API yalnızca giriş yapan hesapları kapsar, bu yüzden takip araçları herkese açık sayfaları okur.",
        "Instagram: Reels için takipçiler, gönderi sayısı, beğeniler (gizlenmediyse) ve yorumlar, uygulamada gösterilen izlenme sayısıyla birlikte herkese açıktır; paylaşımlar ve kaydetmeler gizlidir.",
        "Threads: resmî API, hesap sahibine tüm istatistikleri verir; diğer herkese açık profillere bakmak ise Meta’nın inceleme sonrasında verdiği ayrı bir izin gerektirir.",
      ],
    },
    { type: "h2", id: "refresh-cadence", text: "Ne sıklıkla yenilemeli?" },
    {
      type: "p",
      text: "Kısa videolar izlenmelerinin çoğunu ilk günlerinde toplar, sonra yataylaşır; akış onları yeniden yakaladığında zaman zaman ikinci dalgalar gelir. Yenileme sıklığı sorduğunuz soruya uygun olmalıdır:",
    },
    {
      type: "ul",
      items: [
        "Günlük yenileme; rakiplerin temel performansını izlemek, yeni aykırı değerleri bir gün içinde fark etmek ve işe yarar büyüme eğrileri oluşturmak için yeterlidir.",
        "Günde iki kez yenileme; bir videonun uçuşa geçtiğini aynı gün görüp tepki vermek istediğiniz lansmanlar ve kampanyalar sırasında işe yarar.",
        "Saatlik yenileme, rakip araştırması için nadiren buna değer. Platformlara giden istekleri katlar ve çoğu karar bir saat içinde değişmez.",
      ],
    },
    {
      type: "tip",
      title: "Hâlâ hareket edeni yenileyin",
      text: "Eski videolar yavaş değişir. Akıllı bir takip aracı yeni videoları sık, eskileri daha seyrek yeniler; böylece taze içerik ilgiyi alırken geçmiş eksiksiz kalır.",
    },
    { type: "h2", id: "history", text: "Ne kadar geçmiş saklamalı?" },
    {
      type: "p",
      text: "Her yenileme bir veri noktası ekler. Zaman içinde biriken bu noktalar, anlık bir görüntünün yanıtlayamayacağı soruları yanıtlar: bir video ilk 48 saatinde ne kadar hızlı büyüdü, bir rakibin medyanı çeyrek boyunca yükseldi mi, eski bir video birdenbire yeniden büyümeye başladı mı? Yeni videoları izlemek için bir haftalık geçmiş yeterlidir; 30 gün bir kampanyayı baştan sona gösterir; çeyrekten çeyreğe karşılaştırmalar ve mevsimsel örüntüler içinse daha uzun bir geçmişe ihtiyacınız vardır.",
    },
    {
      type: "p",
      text: "Geçmiş veriler sizi platform değişikliklerine karşı da korur. YouTube, 31 Mart 2025’te bir Shorts videosunun her başlatılmasını veya tekrar oynatılmasını izlenme olarak saymaya başladığında, bu tarihi kapsayan serilerde bir sıçrama görüldü; değişen performans değil, tanımdı. Geçmiş verilerle bu tür basamakları görebilir ve her dönemi kendi koşullarında karşılaştırabilirsiniz.",
    },
    { type: "h2", id: "alerts", text: "Almaya değer uyarılar" },
    {
      type: "ol",
      items: [
        "Bir rakibin yeni videosu medyan izlenmesinin birkaç katını geçiyor: bir konu veya format şu anda işe yarıyor.",
        "Bir kampanya videosu büyümeyi bıraktı: öne çıkarma veya bütçeyi kaydırma zamanı.",
        "Takip edilen bir hesabın takipçi sayısı aniden fırladı veya düştü: bir şey oldu ve göz atmaya değer.",
      ],
    },
    {
      type: "p",
      text: "Uyarıları ekibinizin zaten çalıştığı yere gönderin; e-posta, bir sohbet kanalı ya da kendi araçlarınıza bir webhook gibi. Eşikleri de sıkı tutun. Her saat çalan bir uyarı kısa sürede görmezden gelinir.",
    },
    { type: "h2", id: "a-weekly-routine", text: "Haftalık bir rutin" },
    {
      type: "ol",
      items: [
        "Her koleksiyonun yeni videolarını hesap medyanına göre katsayılarına göre sıralayarak gözden geçirin.",
        "Patlayan iki üç fikri; hook’u, formatı ve süresiyle not edin.",
        "Her rakibin medyanını geçen ayınkiyle karşılaştırın.",
        "Yeni keşfedilen hesapları ekleyin ve artık önemli olmayanları çıkarın.",
      ],
    },
    { type: "h2", id: "try-it", text: "Ücretsiz bir analizle başlayın" },
    {
      type: "p",
      text: "Feedscope; TikTok, Instagram Reels, YouTube Shorts ve Threads’teki kanalları ve tek tek videoları takip eder, planınızın takvimine göre yeniler, geçmişlerini saklar ve uyarılar gönderir. Başlamanın en hızlı yolu, bir rakibin ücretsiz analizidir.",
    },
    {
      type: "cta",
      text: "Bir rakibin hesabını analiz edin, ardından tek tıkla takip etmeye başlayın.",
      label: "Bir hesabı ücretsiz izleyin",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
