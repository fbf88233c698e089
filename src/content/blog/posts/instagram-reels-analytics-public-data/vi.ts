import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Phân tích Instagram Reels: bạn xem được (và không xem được) gì trên mọi tài khoản",
  description:
    "Chỉ số Reels nào công khai, chỉ số nào chỉ chủ tài khoản thấy, việc Instagram chuyển từ lượt phát sang lượt xem thay đổi số liệu ra sao và cách phân tích Reels của đối thủ.",
  excerpt:
    "Lượt thích và bình luận là công khai, lượt chia sẻ thì không, còn lượt xem vừa đổi ý nghĩa. Bản đồ rõ ràng về dữ liệu Instagram Reels trước khi bạn so sánh các tài khoản.",
  body: [
    {
      type: "p",
      text: "Instagram là nền tảng có số liệu công khai gây bối rối nhất. Ứng dụng hiển thị lượt xem trên Reels, lượt thích có thể bị ẩn, lượt chia sẻ không bao giờ công khai, và API chính thức trả về các trường khác nhau tùy việc bạn có phải chủ tài khoản hay không. Nếu bạn so sánh creator hoặc theo dõi đối thủ, bạn cần biết mình thực sự đang nhìn vào con số nào. Hướng dẫn này vẽ ra những gì nhìn thấy được, những gì không, và cách làm việc với các khoảng trống đó.",
    },
    { type: "h2", id: "what-is-public", text: "Những gì công khai trên một Reel" },
    {
      type: "ul",
      items: [
        "Lượt xem: hiển thị trên Reels trong ứng dụng và trên web. Đây là con số chính về lượt tiếp cận.",
        "Lượt thích: công khai, trừ khi creator chọn ẩn số lượt thích.",
        "Bình luận: số bình luận công khai, trừ khi bình luận bị tắt.",
        "Thời gian đăng, caption và thời lượng: công khai.",
        "Cấp tài khoản: số người theo dõi và số bài đăng công khai với mọi tài khoản công khai.",
      ],
    },
    {
      type: "p",
      text: "Lượt chia sẻ, lượt lưu, lượt tiếp cận, thời gian xem và nhân khẩu học khán giả không hiển thị với người ngoài. Chỉ chủ tài khoản mới thấy chúng, trong phần thống kê của Instagram hoặc qua API chính thức khi có sự cho phép của chủ tài khoản.",
    },
    { type: "h2", id: "what-the-api-gives", text: "API chính thức cung cấp gì cho bên thứ ba" },
    {
      type: "p",
      text: "Instagram Graph API của Meta có tính năng Business Discovery, cho phép một tài khoản doanh nghiệp hoặc nhà sáng tạo tra cứu một tài khoản doanh nghiệp hoặc nhà sáng tạo khác. Tính năng này trả về số người theo dõi, số đang theo dõi và số bài đăng của hồ sơ, cùng với caption, loại nội dung, liên kết cố định, thời điểm đăng, số lượt thích và số bình luận của từng bài. Nó hoàn toàn không tra cứu được tài khoản cá nhân, và lượt xem Reels của người khác không nằm trong danh sách trường được tài liệu hóa. Đó là lý do các công cụ hiển thị lượt xem Reels của mọi tài khoản công khai đọc dữ liệu web công khai thay vì chỉ dựa vào API đó.",
    },
    {
      type: "tip",
      title: "Bị ẩn hay bị thiếu không có nghĩa là 0",
      text: "Khi creator ẩn lượt thích, giá trị trung thực là “không rõ”, không phải 0. Công cụ nào lưu nó thành 0 sẽ hiển thị một cú sụt tương tác không có thật. Trong bảng tính của riêng bạn, cũng hãy đánh dấu số liệu bị thiếu là bị thiếu.",
    },
    { type: "h2", id: "plays-became-views", text: "Năm 2025, lượt phát trở thành lượt xem" },
    {
      type: "p",
      text: "Năm 2025, Instagram đã thay đổi chỉ số video. Trong phần thống kê của chủ tài khoản, chỉ số mới có tên là lượt xem (views), áp dụng cho Reels, bài đăng trên bảng feed và Stories; các chỉ số cũ plays, replays và aggregated plays đã bị ngừng hỗ trợ trong API từ ngày 21/4/2025. Với việc phân tích, điều này có hai hệ quả. Thứ nhất, chuỗi số liệu trải qua thời điểm thay đổi có thể xuất hiện một bước nhảy chẳng liên quan gì đến hiệu quả. Thứ hai, khi so sánh số liệu từ các công cụ khác nhau, hãy kiểm tra mỗi công cụ báo lượt phát (plays) hay lượt xem (views), vì đã có trường hợp các nguồn dữ liệu bên thứ ba trả về cả hai, với giá trị khác nhau cho cùng một Reel.",
    },
    { type: "h2", id: "engagement-on-reels", text: "Tương tác trên Reels khi không có lượt chia sẻ" },
    {
      type: "p",
      text: "Vì lượt chia sẻ và lượt lưu là riêng tư, tương tác bạn có thể tính cho Reel của người khác là lượt thích cộng bình luận. Chia cho lượt xem, bạn có tỷ lệ tương tác so sánh được giữa các Reel và giữa các tài khoản Instagram, nhưng không so sánh trực tiếp được với TikTok, nơi lượt chia sẻ và lượt lưu là công khai và được cộng vào tổng. Khi so sánh giữa các nền tảng, hoặc chỉ so sánh những thành phần cả hai cùng công khai (lượt thích và bình luận), hoặc ghi chú rõ ràng cho các con số.",
    },
    {
      type: "ol",
      items: [
        "Thu thập các Reel gần đây của tài khoản cùng lượt xem, lượt thích và bình luận.",
        "Tính lượt xem trung vị; đó là mức chuẩn cho một Reel điển hình.",
        "Với mỗi Reel, tính (lượt thích + bình luận) / lượt xem và lượt xem so với trung vị.",
        "Tìm những Reel vượt trung vị với cách biệt lớn và kiểm tra xem tỷ lệ tương tác của chúng có cao hơn không, hay lượt tiếp cận đến mà không kèm tương tác.",
      ],
    },
    { type: "h2", id: "comparing-accounts", text: "So sánh các tài khoản Instagram một cách công bằng" },
    {
      type: "p",
      text: "Số người theo dõi trên Instagram nói lên rất ít về lượt tiếp cận của Reels, vì Reels được phân phối đến cả người không theo dõi qua tab Reels và mục Khám phá. Một creator có 50.000 người theo dõi với Reels thường đạt 40.000 lượt xem ở vị thế rất khác so với một creator có 500.000 người theo dõi với Reels thường chỉ đạt 15.000. Hãy dùng lượt xem Reels trung vị làm thước đo chính cho lượt tiếp cận, và lượt xem trên mỗi người theo dõi làm tín hiệu phụ cho biết bao nhiêu phần khán giả vẫn còn hoạt động.",
    },
    {
      type: "ul",
      items: [
        "So sánh Reels với Reels. Bài carousel và ảnh hoạt động khác và không có lượt xem.",
        "Dùng một khoảng thời gian gần đây, chẳng hạn 30 Reel gần nhất, để nội dung cũ không lấn át.",
        "Cho các Reel mới vài ngày trước khi đánh giá.",
        "Để ý các tài khoản ẩn lượt thích trước khi xếp hạng tài khoản theo tương tác.",
      ],
    },
    { type: "h2", id: "what-to-track-over-time", text: "Nên theo dõi gì theo thời gian" },
    {
      type: "p",
      text: "Một lần chụp số liệu cho biết tài khoản đang ở đâu; nhiều lần chụp liên tiếp cho biết nó đang đi về đâu. Ghi lại lượt xem, lượt thích và bình luận của từng Reel mỗi ngày cho thấy nội dung mới bắt nhịp nhanh đến đâu, khi nào ngừng tăng và Reel nào vẫn tiếp tục tăng sau nhiều tuần. Khi theo dõi đối thủ, lịch sử đó thường hữu ích hơn các con số tổng: một Reel vẫn còn tăng sau hai tuần đang được đề xuất lại, và đó là một tín hiệu mạnh về chủ đề của nó.",
    },
    { type: "h2", id: "try-it", text: "Phân tích một tài khoản Reels" },
    {
      type: "p",
      text: "Công cụ phân tích Instagram Reels miễn phí của Feedscope hiển thị lượt xem trung vị và trung bình, tương tác và hệ số đột biến của từng Reel gần đây cho mọi tài khoản công khai, đồng thời coi các số liệu bị ẩn là không rõ thay vì bằng 0.",
    },
    {
      type: "cta",
      text: "Nhập tên người dùng Instagram để xem Reels của tài khoản đó theo cách hướng dẫn này mô tả.",
      label: "Phân tích tài khoản Instagram Reels",
      href: "/analyze/analyze-instagram-reels-account/",
    },
  ],
};

export default post;
