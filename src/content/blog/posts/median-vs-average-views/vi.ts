import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Lượt xem trung vị hay trung bình: con số nào nói thật về một tài khoản?",
  description:
    "Vì sao lượt xem trung bình của tài khoản video ngắn dễ gây hiểu lầm, trung vị khắc phục điều đó ra sao và cách dùng cả hai để đánh giá creator lẫn kênh của bạn.",
  excerpt:
    "Chỉ một video viral có thể khiến lượt xem trung bình của tài khoản tăng gấp đôi sau một đêm, trong khi trung vị gần như đứng yên. Đây là cách đọc cả hai con số và khi nào con số nào quan trọng.",
  body: [
    {
      type: "p",
      text: "Mở bất kỳ công cụ phân tích video ngắn nào, con số đầu tiên bạn thấy thường là “lượt xem trung bình”. Nó trông như một bản tóm tắt trung thực về tài khoản: cộng lượt xem của mọi video, chia cho số video, xong. Nhưng trên TikTok, Instagram Reels và YouTube Shorts, con số này rất thường là con số kém hữu ích nhất trên trang. Bài viết này giải thích lý do, trung vị làm tốt hơn ở điểm nào và cách dùng hai con số cùng nhau.",
    },
    { type: "h2", id: "why-averages-break", text: "Vì sao số trung bình “gãy” với video ngắn" },
    {
      type: "p",
      text: "Lượt xem video ngắn không phân bổ đều. Phần lớn video của một tài khoản rơi vào một khoảng khá hẹp, và thỉnh thoảng, bảng tin đề xuất đẩy một video vượt xa tệp khán giả quen thuộc của tài khoản. Những cú hit hiếm hoi đó không chỉ lớn hơn một chút; chúng có thể lớn hơn hàng chục, thậm chí hàng trăm lần. Số trung bình lại xử lý như thể lượt xem của video đó được chia đều cho mọi video khác.",
    },
    {
      type: "p",
      text: "Lấy ví dụ một tài khoản giả định với mười video gần đây. Chín video đạt từ 8.000 đến 12.000 lượt xem, khoảng 10.000 mỗi video. Video thứ mười bắt trúng trend và đạt 900.000. Lượt xem trung bình khoảng 99.000. Thế nhưng không có video nào của tài khoản thực sự đạt hiệu quả như vậy: chín video thấp hơn mười lần, một video cao hơn chín lần. Nếu bạn là nhãn hàng trả tiền cho một bài đăng dựa trên mức trung bình đó, bạn đang trả cho một kết quả mà creator chỉ đạt được khoảng một lần trong mười lần thử.",
    },
    { type: "h2", id: "what-the-median-measures", text: "Trung vị đo điều gì" },
    {
      type: "p",
      text: "Trung vị là giá trị nằm ở giữa khi bạn sắp xếp các video theo lượt xem. Với mười video, đó là trung bình của video thứ năm và thứ sáu. Trong ví dụ trên, trung vị khoảng 10.000 lượt xem, đúng bằng mức một video bình thường của tài khoản đó đạt được. Thêm một video viral cũng không làm nó thay đổi, thêm một video “flop” cũng vậy. Sự ổn định đó chính là mấu chốt: trung vị trả lời câu hỏi “điều gì xảy ra khi tài khoản này đăng một video bình thường?”",
    },
    {
      type: "ul",
      items: [
        "Lượt xem trung bình trả lời: tính tổng cộng, tài khoản thu về bao nhiêu lượt xem trên mỗi video?",
        "Lượt xem trung vị trả lời: một video điển hình đạt bao nhiêu lượt xem?",
        "Khoảng cách giữa hai con số cho biết lượt tiếp cận của tài khoản phụ thuộc vào các cú hit hiếm hoi đến mức nào.",
      ],
    },
    {
      type: "tip",
      title: "Đọc nhanh",
      text: "Nếu số trung bình cao hơn khoảng gấp đôi trung vị, tổng số liệu của tài khoản đang bị kéo bởi một vài video đột biến. Hãy xem kỹ những video đó trước khi kết luận về phần còn lại.",
    },
    { type: "h2", id: "when-the-average-still-matters", text: "Khi nào số trung bình vẫn quan trọng" },
    {
      type: "p",
      text: "Số trung bình không sai; nó trả lời một câu hỏi khác. Nếu bạn mua một gói gồm nhiều bài đăng, hoặc ước tính một năm nội dung sẽ mang lại tổng cộng bao nhiêu lượt xem, thì số trung bình (hoặc đơn giản là tổng) mới là con số đúng, vì qua đủ nhiều video, các cú hit sẽ thực sự xuất hiện. Một creator có số trung bình cao hơn hẳn trung vị giống như một tấm vé số có giải thật. Chỉ đừng dùng số trung bình để dự đoán một bài đăng đơn lẻ.",
    },
    { type: "h2", id: "sample-size-and-windows", text: "Chọn khoảng thời gian trước khi chọn chỉ số" },
    {
      type: "p",
      text: "Cả hai con số đều phụ thuộc vào việc bạn đưa những video nào vào tính. Trung vị trên toàn bộ lịch sử tài khoản trộn lẫn creator của ba năm trước với creator của hôm nay. Để ra quyết định cho chiến dịch tiếp theo, một khoảng thời gian gần đây hữu ích hơn: 20 đến 50 video gần nhất, hoặc 30 đến 90 ngày gần nhất với những tài khoản đăng thường xuyên. Video quá mới cũng là một cái bẫy. Video đăng hôm qua chưa thu đủ lượt xem, nên đưa nó vào sẽ kéo trung vị xuống. Nhiều nhà phân tích loại bỏ các video mới đăng chưa quá vài ngày khi so sánh tài khoản.",
    },
    {
      type: "p",
      text: "Thay đổi từ nền tảng cũng có thể làm gãy một chuỗi số liệu. Từ ngày 31/3/2025, YouTube tính mỗi lần bắt đầu phát hoặc phát lại một video Shorts là một lượt xem, không yêu cầu thời gian xem tối thiểu, và số lượt xem trong Data API cũng theo quy tắc này. Trung vị Shorts của một kênh đo trước và sau ngày đó không còn là cùng một phép đo, vì vậy hãy so sánh những gì tương đương với nhau.",
    },
    { type: "h2", id: "using-the-median-as-a-baseline", text: "Dùng trung vị làm mức chuẩn" },
    {
      type: "p",
      text: "Khi đã có một trung vị đáng tin cậy, nó trở thành thước đo cho từng video. Lấy lượt xem của một video chia cho trung vị của tài khoản, bạn có hệ số của video đó: 1x là hiệu quả bình thường, 3x là thắng rõ ràng, 0,3x là hụt. Hệ số giúp so sánh được những tài khoản có quy mô rất khác nhau. Một video 5x trên kênh có trung vị 2.000 lượt xem cho bạn biết về điều gì đang chạm đến người xem không kém gì một video 5x trên kênh có trung vị 2 triệu lượt xem.",
    },
    {
      type: "ol",
      items: [
        "Thu thập các video gần đây của tài khoản cùng số lượt xem.",
        "Loại bỏ những video mới đăng được một, hai ngày.",
        "Sắp xếp theo lượt xem và lấy giá trị ở giữa: đó là trung vị.",
        "Chia lượt xem của từng video cho trung vị để có hệ số của video.",
        "Nghiên cứu các video ở đầu và cuối danh sách đó, thay vì nhìn vào lượt xem thô.",
      ],
    },
    { type: "h2", id: "reading-both-numbers", text: "Đọc hai con số cùng lúc" },
    {
      type: "p",
      text: "Khi đặt hai con số cạnh nhau, bạn sẽ gặp đi gặp lại vài mô hình sau:",
    },
    {
      type: "ul",
      items: [
        "Trung bình gần bằng trung vị: tài khoản ổn định. Mỗi bài đăng đạt hiệu quả tương đương nhau; phù hợp với các chiến dịch cần dự đoán được.",
        "Trung bình cao hơn hẳn trung vị: tài khoản sống nhờ hit. Tiềm năng tiếp cận lớn, nhưng từng bài đăng riêng lẻ thì khó đoán.",
        "Trung vị tăng trong những tháng gần đây trong khi trung bình đi ngang: mức nền của creator đang cải thiện dù chưa có hit mới.",
        "Trung vị giảm trong khi trung bình vẫn được đỡ bởi một video viral cũ: tài khoản đang hạ nhiệt.",
      ],
    },
    {
      type: "quote",
      text: "Trung vị cho bạn biết nên kỳ vọng điều gì. Trung bình cho bạn biết điều gì có thể xảy ra. Hãy lập ngân sách theo con số thứ nhất và hy vọng vào con số thứ hai.",
    },
    { type: "h2", id: "try-it", text: "Thử với một tài khoản thật" },
    {
      type: "p",
      text: "Feedscope tính lượt xem trung bình và trung vị, video có nhiều lượt xem nhất và hệ số của từng video so với trung vị cho bất kỳ tài khoản TikTok, Instagram Reels hay YouTube Shorts công khai nào, để bạn thấy ngay trong vài giây tài khoản đó ổn định hay chỉ dựa vào vài cú hit.",
    },
    {
      type: "cta",
      text: "Dán tên tài khoản vào trang phân tích miễn phí và tự so sánh hai con số.",
      label: "Phân tích tài khoản miễn phí",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
