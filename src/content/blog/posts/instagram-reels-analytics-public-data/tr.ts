import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Instagram Reels Analizi: Herhangi Bir Hesapta Neleri Görebilirsiniz (ve Neleri Göremezsiniz)",
  description:
    "Hangi Reels metrikleri herkese açık, hangilerini yalnızca hesap sahibi görür, Instagram’ın oynatmadan izlenmeye geçişi rakamları nasıl değiştirir ve rakiplerin Reels’i nasıl analiz edilir?",
  excerpt:
    "Beğeniler ve yorumlar herkese açık, paylaşımlar değil; izlenme sayısının anlamı da yeni değişti. Hesapları karşılaştırmadan önce Instagram Reels verilerinin net bir haritası.",
  body: [
    {
      type: "p",
      text: "Instagram, herkese açık analizlerin en kafa karıştırıcı olduğu platformdur. Uygulama Reels’te bir izlenme sayısı gösterir, beğeniler gizlenebilir, paylaşımlar hiçbir zaman herkese açık değildir ve resmî API, hesabın sahibi olup olmadığınıza göre farklı alanlar sunar. İçerik üreticilerini karşılaştırıyor veya rakipleri takip ediyorsanız, aslında hangi rakamlara baktığınızı bilmeniz gerekir. Bu rehber neyin görünür olduğunu, neyin olmadığını ve boşluklarla nasıl çalışacağınızı gösteriyor.",
    },
    { type: "h2", id: "what-is-public", text: "Bir Reels videosunda neler herkese açıktır?" },
    {
      type: "ul",
      items: [
        "İzlenmeler: Reels’te uygulamada ve web’de gösterilir. Erişimin manşet rakamıdır.",
        "Beğeniler: içerik üreticisi beğeni sayısını gizlemeyi seçmediyse herkese açıktır.",
        "Yorumlar: yorumlar kapatılmadıysa sayısı herkese açıktır.",
        "Yayınlanma zamanı, açıklama ve süre: herkese açıktır.",
        "Hesap düzeyi: herkese açık her hesapta takipçi ve gönderi sayısı herkese açıktır.",
      ],
    },
    {
      type: "p",
      text: "Paylaşımlar, kaydetmeler, erişim, izlenme süresi ve kitle demografisi dışarıdan görünmez. Bunları yalnızca hesap sahibi; Instagram’ın kendi istatistiklerinde ya da sahibinin izniyle resmî API üzerinden görür.",
    },
    { type: "h2", id: "what-the-api-gives", text: "Resmî API üçüncü taraflara ne verir?" },
    {
      type: "p",
      text: "Meta’nın Instagram Graph API’sinde, bir işletme veya içerik üreticisi hesabının başka bir işletme veya içerik üreticisi hesabına bakmasını sağlayan Business Discovery adlı bir özellik bulunur. Bu özellik profilin takipçi, takip edilen ve medya sayılarını; her gönderi için de açıklamayı, medya türünü, kalıcı bağlantıyı, zaman damgasını, beğeni sayısını ve yorum sayısını döndürür. Kişisel hesaplara ise hiç bakamaz; başkalarının Reels videolarının izlenme sayısı da belgelenmiş alan listesinde yer almaz. Herkese açık her hesabın Reels izlenmelerini gösteren araçların yalnızca bu API’ye güvenmek yerine herkese açık web verilerini okumasının nedeni budur.",
    },
    {
      type: "tip",
      title: "Gizli ve eksik, sıfır demek değildir",
      text: "Bir içerik üreticisi beğenileri gizlediğinde dürüst değer 0 değil, “bilinmiyor”dur. Bunu 0 olarak kaydeden bir araç, sahte bir etkileşim çöküşü gösterir. Kendi tablolarınızda da eksik sayıları eksik olarak işaretleyin.",
    },
    { type: "h2", id: "plays-became-views", text: "2025’te oynatmalar izlenmeye dönüştü" },
    {
      type: "p",
      text: "Instagram, 2025’te video metriğini değiştirdi. Hesap sahibinin istatistiklerinde yeni metriğin adı “görüntülemeler” (views) oldu ve Reels’i, akış gönderilerini ve hikâyeleri kapsıyor; eski plays, replays ve aggregated plays metrikleri ise 21 Nisan 2025’te API’de kullanımdan kaldırıldı. Analiz açısından bunun iki anlamı var. Birincisi, bu değişikliği kapsayan bir zaman serisi, performansla hiçbir ilgisi olmayan bir basamak gösterebilir. İkincisi, farklı araçlardan gelen rakamları karşılaştırırken her birinin oynatma (plays) mı yoksa görüntüleme (views) mi raporladığını kontrol edin; çünkü üçüncü taraf veri kaynaklarının aynı Reels için farklı değerlerle ikisini birden döndürdüğü görüldü.",
    },
    { type: "h2", id: "engagement-on-reels", text: "Paylaşımlar olmadan Reels’te etkileşim" },
    {
      type: "p",
      text: "Paylaşımlar ve kaydetmeler gizli olduğundan, başkasının Reels videosu için hesaplayabileceğiniz etkileşim beğeniler artı yorumlardır. Bunu izlenmeye bölün; Reels videoları arasında ve Instagram hesapları arasında karşılaştırılabilir bir etkileşim oranı elde edersiniz. Ancak bu oran, paylaşımların ve kaydetmelerin herkese açık olduğu ve toplama eklendiği TikTok ile doğrudan karşılaştırılamaz. Platformları karşılaştırırken ya yalnızca ikisinin de gösterdiği kısımları (beğeniler ve yorumlar) karşılaştırın ya da rakamları açıkça etiketleyin.",
    },
    {
      type: "ol",
      items: [
        "Hesabın son Reels videolarını izlenme, beğeni ve yorum sayılarıyla toplayın.",
        "Medyan izlenmeyi hesaplayın; bu, tipik bir Reels için referans çizginizdir.",
        "Her Reels için (beğeniler + yorumlar) / izlenmeler oranını ve medyana göre izlenmesini hesaplayın.",
        "Medyanı büyük farkla geçen Reels videolarını bulun ve etkileşim oranlarının da yüksek olup olmadığını ya da erişimin etkileşimsiz mi geldiğini kontrol edin.",
      ],
    },
    { type: "h2", id: "comparing-accounts", text: "Instagram hesaplarını adil biçimde karşılaştırmak" },
    {
      type: "p",
      text: "Instagram’daki takipçi sayıları, Reels erişimi hakkında pek bir şey söylemez; çünkü Reels, Reels sekmesi ve Keşfet aracılığıyla takipçi olmayanlara da dağıtılır. Reels videoları genellikle 40.000 izlenmeye ulaşan 50.000 takipçili bir içerik üreticisi, Reels videoları genellikle 15.000’e ulaşan 500.000 takipçili birinden çok farklı bir konumdadır. Erişimin ana ölçüsü olarak medyan Reels izlenmesini, kitlenin ne kadarının hâlâ aktif olduğuna dair ikincil sinyal olarak da takipçi başına izlenmeyi kullanın.",
    },
    {
      type: "ul",
      items: [
        "Reels’i Reels’le karşılaştırın. Karuseller ve fotoğraflar farklı davranır ve izlenme sayıları yoktur.",
        "Eski içerik baskın çıkmasın diye son 30 Reels gibi yakın bir zaman aralığı kullanın.",
        "Yeni Reels videolarını değerlendirmeden önce onlara birkaç gün tanıyın.",
        "Hesapları etkileşime göre sıralamadan önce gizlenmiş beğeni sayılarına dikkat edin.",
      ],
    },
    { type: "h2", id: "what-to-track-over-time", text: "Zaman içinde neler takip edilmeli?" },
    {
      type: "p",
      text: "Tek bir anlık görüntü bir hesabın nerede olduğunu söyler; tekrarlanan anlık görüntüler nereye gittiğini. Her Reels videosunun izlenme, beğeni ve yorumlarını her gün kaydetmek, yeni içeriğin ne kadar hızlı ivme kazandığını, ne zaman büyümeyi bıraktığını ve hangi Reels videolarının haftalar sonra bile kazanmaya devam ettiğini gösterir. Rakip takibi için bu geçmiş çoğu zaman toplamlardan daha faydalıdır: iki hafta sonra hâlâ büyüyen bir Reels yeniden öneriliyordur ve bu, konusu hakkında güçlü bir sinyaldir.",
    },
    { type: "h2", id: "try-it", text: "Bir Reels hesabını analiz edin" },
    {
      type: "p",
      text: "Feedscope’un ücretsiz Instagram Reels analizi, herkese açık her hesap için medyan ve ortalama izlenmeyi, etkileşimi ve son Reels videolarının her birinin aykırılık katsayısını gösterir; gizli sayıları da sıfır yerine bilinmiyor olarak ele alır.",
    },
    {
      type: "cta",
      text: "Bir Instagram kullanıcı adı girin ve Reels videolarını bu rehberde anlatıldığı şekilde görün.",
      label: "Bir Instagram Reels hesabını analiz edin",
      href: "/analyze/analyze-instagram-reels-account/",
    },
  ],
};

export default post;
