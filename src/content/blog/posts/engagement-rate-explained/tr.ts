import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Etkileşim Oranı: İçerik Üreticilerini Karşılaştırırken Geçerliliğini Koruyan Tanımlar",
  description:
    "İzlenmeye mi takipçiye mi göre etkileşim, TikTok, Reels, Shorts ve Threads’te hangi etkileşimler sayılır ve influencer seçerken hangi tuzaklardan kaçınmalısınız?",
  excerpt:
    "İki araç aynı içerik üreticisi için %2 ve %9 etkileşim oranı gösterebilir ve ikisi de haklı olabilir. Rakama güvenmeden önce tanımı öğrenin.",
  body: [
    {
      type: "p",
      text: "Etkileşim oranı, markaların bir influencer’ı değerlendirirken ilk sorduğu ve araçtan araca en çok değişen metriktir. Nedeni basit: tek bir tanımı yok. Her formül biraz farklı bir soruyu yanıtlar ve her platform farklı bir etkileşim setini görünür kılar. Bu yazıda yaygın tanımları, her birinin neye yaradığını ve içerik üreticilerini adil biçimde karşılaştırmak için bir kontrol listesini ele alıyoruz.",
    },
    { type: "h2", id: "the-building-blocks", text: "Yapı taşları: hangi etkileşimler sayılır?" },
    {
      type: "p",
      text: "Etkileşim, etkileşimlerin toplamıdır. Adaylar beğeniler, yorumlar, paylaşımlar ve kaydetmelerdir (yer imleri). Ancak her platform bunların hepsini herkese açık göstermez:",
    },
    {
      type: "ul",
      items: [
        "TikTok: herkese açık videolarda beğeniler, yorumlar, paylaşımlar ve kaydetmelerin hepsi görünür.",
        "YouTube Shorts: beğeniler ve yorumlar herkese açıktır (içerik üreticisi ikisini de gizleyebilir veya kapatabilir). Herkese açık bir paylaşım ya da kaydetme sayısı yoktur; beğenmeme sayıları ise Aralık 2021’den beri gizlidir.",
        "Instagram Reels: beğeniler (gizlenmediyse) ve yorumlar herkese açıktır; paylaşımları ve kaydetmeleri yalnızca hesap sahibi görür.",
        "Threads: resmi API, hesap sahibine beğenileri, yanıtları, yeniden paylaşımları, alıntıları ve paylaşımları raporlar; başka profillere bakmak için özel bir izin gerekir.",
      ],
    },
    {
      type: "p",
      text: "Feedscope etkileşimi beğeniler + yorumlar + paylaşımlar + kaydetmeler olarak tanımlar ve yalnızca platformun herkese açık gösterdiği kısımları sayar. Gizlenen bir kısım sıfır olarak sayılmaz, hesaba hiç katılmaz. Bu, rakamı dürüst tutar; ama aynı zamanda TikTok’ta etkileşimin Instagram’dakinden daha fazla kısımdan oluştuğu anlamına gelir. Bu yüzden oranları önce aynı platform içinde karşılaştırın.",
    },
    { type: "h2", id: "by-views-or-by-followers", text: "İzlenmeye göre mi, takipçiye göre mi?" },
    {
      type: "p",
      text: "En yaygın iki formül, aynı etkileşimi farklı paydalara böler.",
    },
    { type: "h3", text: "İzlenmeye göre etkileşim oranı" },
    {
      type: "p",
      text: "Video başına etkileşimin izlenmeye bölünmesidir. Şu soruyu yanıtlar: bu videoyu görenlerin kaçı etkileşime girdi? Kısa video için doğal ölçü budur; çünkü izlenmelerin çoğu takipçilerden değil, öneri akışlarından gelir. Her boyuttaki hesap arasında karşılaştırılabilir ve Feedscope’un her video için kullandığı ölçüdür.",
    },
    { type: "h3", text: "Takipçiye göre etkileşim oranı" },
    {
      type: "p",
      text: "Etkileşimin takipçi sayısına bölünmesidir; genellikle son gönderilerin ortalaması alınır. Şu soruyu yanıtlar: içerik üreticisinin oluşturduğu kitle ne kadar aktif? Klasik Instagram metriğidir ve bu soru için hâlâ işe yarar; ancak kısa videoda takipçi olmayanlardan gelen erişim onu çarpıtır. Kitlenin dışında viral olan bir video, takipçiye göre %100’ün üzerinde bir etkileşim oranı gösterebilir ve bu, kitlenin sadakati hakkında hiçbir şey söylemez.",
    },
    {
      type: "tip",
      title: "Formülü her zaman belirtin",
      text: "Bir müşteriye veya ekibe etkileşim oranı raporladığınızda formülü yanına yazın: “(beğeniler + yorumlar + paylaşımlar + kaydetmeler) / izlenmeler, son 30 videonun medyanı”. Etkileşimle ilgili anlaşmazlıkların yarısı, farklı tanımlar kullanan iki kişiden kaynaklanır.",
    },
    { type: "h2", id: "averaging-rates", text: "Oranların videolar genelinde ortalamasını almak" },
    {
      type: "p",
      text: "Hesap düzeyinde etkileşim oranı iki şekilde hesaplanabilir: toplam etkileşimin toplam izlenmeye bölünmesi ya da her videonun oranının medyanı. İlkinde en büyük videolar belirleyicidir; düşük oranlı tek bir viral gönderi, hesabın rakamını aşağı çeker. Video başına oranların medyanı tipik bir gönderiyi anlatır ve influencer değerlendirmesinde daha sağlam bir seçimdir. Toplamları kullanıyorsanız bunu belirtin.",
    },
    { type: "h2", id: "red-flags", text: "Uyarı işaretleri ve genellikle ne anlama geldikleri" },
    {
      type: "ul",
      items: [
        "Yüksek izlenme, neredeyse hiç yorum yok: erişim, içerik üreticisine duyulan ilgiden değil, trend bir sesten veya bir yeniden paylaşımdan gelmiş olabilir. Bir sonuca varmadan önce birkaç videoyu kontrol edin.",
        "Her bir videoda benzer hesaplardan çok daha yüksek etkileşim oranı: yorumlara bakın. Tekrarlayan, kalıp yorumlar etkileşim gruplarına veya satın alınmış etkileşime işaret edebilir.",
        "Beğenilerin aniden sıfıra düşmesi: içerik üreticisi beğeni sayılarını gizlemiş olabilir. Bu bir çöküş değil, eksik bir değerdir.",
        "TikTok’ta beğenilere göre çok yüksek kaydetme: çoğu zaman insanların geri dönmek istediği faydalı içeriğin (tarifler, eğitim videoları) işaretidir. Eğitici kampanyalar için iyi bir sinyaldir.",
      ],
    },
    { type: "h2", id: "a-vetting-checklist", text: "Influencer değerlendirme kontrol listesi" },
    {
      type: "ol",
      items: [
        "Yakın bir zaman aralığı kullanın (örneğin son 30 video) ve birkaç günden yeni videoları dışarıda bırakın.",
        "Etkileşimi, platformun gösterdiği kısımlarla video başına hesaplayın ve bu kısımların hangileri olduğunu not edin.",
        "Video başına etkileşim oranlarının medyanını alın.",
        "Dağılıma bakın: oranı videolar arasında istikrarlı olan bir içerik üreticisi, birkaç sıçraması olandan daha öngörülebilirdir.",
        "En iyi ve en kötü videolardaki yorumları okuyun. Rakamlar insanların ne kadar etkileşime girdiğini, yorumlar ise kim olduklarını gösterir.",
        "İçerik üreticisini tüm pazarla değil, aynı platformdaki ve medyan izlenmesi benzer olan hesaplarla karşılaştırın.",
      ],
    },
    {
      type: "quote",
      text: "Formülü olmayan bir etkileşim oranı bir görüştür. Formülü ve zaman aralığıyla birlikte kanıta dönüşür.",
    },
    { type: "h2", id: "try-it", text: "Video başına etkileşimi görün" },
    {
      type: "p",
      text: "Feedscope’un ücretsiz influencer analizi; her videonun izlenmesini, beğenilerini, yorumlarını, paylaşımlarını, kaydetmelerini ve etkileşimini, hesabın medyanına göre katsayısıyla yan yana gösterir. Böylece bir kampanyadan önce içerik üreticisinin etkileşimini net bir tanımla kontrol edebilirsiniz.",
    },
    {
      type: "cta",
      text: "Ücretsiz influencer analiziyle bir içerik üreticisini bir dakikada değerlendirin.",
      label: "Bir influencer’ı analiz edin",
      href: "/analyze/influencer-tracking/",
    },
  ],
};

export default post;
