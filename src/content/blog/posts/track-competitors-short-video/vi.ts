import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Cách theo dõi đối thủ trên TikTok, Reels và Shorts: tần suất cập nhật và dữ liệu lịch sử",
  description:
    "Cách thiết lập thực tế để theo dõi đối thủ và creator trên video ngắn: theo dõi gì, cập nhật bao lâu một lần, lưu lịch sử bao lâu và cảnh báo nào thực sự quan trọng.",
  excerpt:
    "Một lần chụp số liệu cho thấy đối thủ đang đứng ở đâu. Lịch sử cho thấy họ đang đi về đâu. Cách thiết lập theo dõi để bắt kịp xu hướng mà không bị ngợp trong số liệu.",
  body: [
    {
      type: "p",
      text: "Thỉnh thoảng ghé xem trang cá nhân của đối thủ sẽ cho bạn biết số người theo dõi và những video lớn nhất của họ. Nhưng nó không cho biết video mới nào đang lên ngay lúc này, mức nền của họ có đang tăng không, hay họ bắt đầu thử nghiệm chủ đề nào. Muốn biết điều đó, bạn cần theo dõi: ghi lại cùng những con số công khai theo những khoảng thời gian đều đặn. Bài viết này nói về việc theo dõi gì, bao lâu một lần và lưu trữ trong bao lâu.",
    },
    { type: "h2", id: "channels-and-videos", text: "Theo dõi cả kênh lẫn từng video" },
    {
      type: "p",
      text: "Việc theo dõi có hai cấp độ, và hầu hết các team đều cần cả hai.",
    },
    {
      type: "ul",
      items: [
        "Theo dõi kênh bám theo một tài khoản: người theo dõi, tổng lượt xem và lượt thích, số bài đăng và mọi video mới được đăng. Nó trả lời câu hỏi “đối thủ này đang làm gì?”",
        "Theo dõi video bám theo một bài đăng qua thời gian: lượt xem, lượt thích, bình luận, lượt chia sẻ và lượt lưu ở mỗi lần cập nhật. Nó trả lời câu hỏi “video cụ thể này đang phát triển ra sao?” và là thứ bạn dùng cho bài đăng trong chiến dịch và nội dung được tài trợ.",
      ],
    },
    {
      type: "p",
      text: "Hãy gom cả hai vào các bộ sưu tập ứng với câu hỏi của bạn: một bộ cho mỗi nhóm đối thủ, một bộ cho mỗi chiến dịch, một bộ cho mỗi ngách bạn đang nghiên cứu. Một danh sách 200 tài khoản chẳng liên quan gì đến nhau thì rất khó đọc; năm bộ sưu tập, mỗi bộ 40 tài khoản thì không.",
    },
    { type: "h2", id: "what-each-platform-exposes", text: "Mỗi nền tảng công khai những gì" },
    {
      type: "p",
      text: "Theo dõi tài khoản của người khác chỉ dựa trên dữ liệu công khai, vì vậy nên biết dữ liệu đó gồm những gì.",
    },
    {
      type: "ul",
      items: [
        "YouTube: Data API trả về lượt xem, lượt thích và bình luận của từng video và số người đăng ký của từng kênh. Số người đăng ký đã được làm tròn (thường đến ba chữ số có nghĩa), nên đừng dùng nó để tính chính xác lượng người đăng ký tăng thêm mỗi ngày.",
        "TikTok: lượt xem, lượt thích, bình luận, lượt chia sẻ và lượt lưu hiển thị trên video công khai; số người theo dõi và tổng lượt thích hiển thị trên trang cá nhân. API chính thức chỉ bao gồm những tài khoản đã đăng nhập, nên các công cụ theo dõi đọc các trang công khai.",
        "Instagram: số người theo dõi, số bài đăng, lượt thích (nếu không bị ẩn) và bình luận của Reels là công khai, cùng với lượt xem hiển thị trong ứng dụng; lượt chia sẻ và lượt lưu là riêng tư.",
        "Threads: API chính thức cung cấp đầy đủ số liệu thống kê cho chủ tài khoản; muốn tra cứu các hồ sơ công khai khác cần một quyền riêng mà Meta cấp sau khi xét duyệt.",
      ],
    },
    { type: "h2", id: "refresh-cadence", text: "Bao lâu nên cập nhật một lần" },
    {
      type: "p",
      text: "Video ngắn thu phần lớn lượt xem trong những ngày đầu, sau đó chững lại, thỉnh thoảng có làn sóng thứ hai khi bảng tin đề xuất lại. Tần suất cập nhật nên phù hợp với câu hỏi bạn đang đặt ra:",
    },
    {
      type: "ul",
      items: [
        "Cập nhật hằng ngày là đủ để theo dõi mức nền của đối thủ, phát hiện video đột biến mới trong vòng một ngày và dựng được đường tăng trưởng hữu ích.",
        "Hai lần mỗi ngày hữu ích trong giai đoạn ra mắt và chạy chiến dịch, khi bạn muốn phản ứng ngay trong ngày với một video đang lên.",
        "Cập nhật mỗi giờ hiếm khi đáng công khi nghiên cứu đối thủ. Nó nhân số lượng yêu cầu gửi đến các nền tảng, trong khi hầu hết quyết định không thay đổi trong vòng một giờ.",
      ],
    },
    {
      type: "tip",
      title: "Cập nhật những gì còn đang biến động",
      text: "Video cũ thay đổi chậm. Một công cụ theo dõi hợp lý sẽ cập nhật video mới thường xuyên và video cũ thưa hơn, để nội dung mới được chú ý trong khi lịch sử vẫn đầy đủ.",
    },
    { type: "h2", id: "history", text: "Nên lưu lịch sử bao lâu" },
    {
      type: "p",
      text: "Mỗi lần cập nhật thêm một điểm dữ liệu. Được lưu lại theo thời gian, những điểm này trả lời những câu hỏi mà một lần chụp số liệu không trả lời được: video tăng nhanh đến đâu trong 48 giờ đầu, trung vị của đối thủ có tăng trong quý không, một video cũ có đột nhiên tăng trở lại không. Một tuần lịch sử là đủ để theo dõi video mới; 30 ngày cho thấy một chiến dịch từ đầu đến cuối; lịch sử dài hơn là thứ bạn cần để so sánh quý này với quý trước và nhận ra các mô hình theo mùa.",
    },
    {
      type: "p",
      text: "Lịch sử cũng bảo vệ bạn trước những thay đổi của nền tảng. Khi YouTube bắt đầu tính mỗi lần bắt đầu phát hoặc phát lại Shorts là một lượt xem từ ngày 31/3/2025, các chuỗi số liệu trải qua mốc này cho thấy một bước nhảy do thay đổi định nghĩa chứ không phải do hiệu quả. Có lịch sử, bạn nhìn thấy được những bước nhảy như vậy và so sánh mỗi giai đoạn theo đúng điều kiện của nó.",
    },
    { type: "h2", id: "alerts", text: "Những cảnh báo đáng nhận" },
    {
      type: "ol",
      items: [
        "Video mới của đối thủ vượt gấp nhiều lần lượt xem trung vị của họ: một chủ đề hoặc định dạng đang hiệu quả ngay lúc này.",
        "Video trong chiến dịch ngừng tăng: đã đến lúc đẩy quảng cáo cho nó hoặc chuyển ngân sách.",
        "Số người theo dõi của một tài khoản đang theo dõi tăng vọt hoặc giảm mạnh: có chuyện gì đó xảy ra và đáng để xem.",
      ],
    },
    {
      type: "p",
      text: "Gửi cảnh báo đến nơi team bạn đang làm việc, như email, kênh chat hoặc webhook vào công cụ nội bộ, và đặt ngưỡng chặt chẽ. Một cảnh báo kêu mỗi giờ sẽ sớm bị phớt lờ.",
    },
    { type: "h2", id: "a-weekly-routine", text: "Quy trình hằng tuần" },
    {
      type: "ol",
      items: [
        "Xem lại các video mới trong từng bộ sưu tập, sắp xếp theo hệ số so với trung vị của tài khoản.",
        "Ghi lại hai, ba ý tưởng đã bùng nổ, kèm hook, định dạng và độ dài.",
        "So sánh trung vị của từng đối thủ với tháng trước.",
        "Thêm các tài khoản mới phát hiện và loại bỏ những tài khoản không còn quan trọng.",
      ],
    },
    { type: "h2", id: "try-it", text: "Bắt đầu với một lần phân tích miễn phí" },
    {
      type: "p",
      text: "Feedscope theo dõi kênh và từng video trên TikTok, Instagram Reels, YouTube Shorts và Threads, cập nhật theo lịch của gói bạn dùng, lưu lịch sử và gửi cảnh báo. Cách nhanh nhất để bắt đầu là phân tích miễn phí một đối thủ.",
    },
    {
      type: "cta",
      text: "Phân tích tài khoản của đối thủ, rồi bắt đầu theo dõi chỉ với một cú nhấp.",
      label: "Theo dõi tài khoản miễn phí",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
