import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Giải thích tỷ lệ tương tác: những định nghĩa đứng vững khi so sánh các creator",
  description:
    "Tương tác theo lượt xem hay theo người theo dõi, nên tính những tương tác nào trên TikTok, Reels, Shorts và Threads, và cách tránh bẫy khi sàng lọc KOL.",
  excerpt:
    "Hai công cụ có thể báo tỷ lệ tương tác 2% và 9% cho cùng một creator, và cả hai đều đúng. Hãy biết định nghĩa trước khi tin vào con số.",
  body: [
    {
      type: "p",
      text: "Tỷ lệ tương tác là chỉ số đầu tiên nhãn hàng hỏi đến khi sàng lọc một KOL, và cũng là chỉ số chênh lệch nhiều nhất giữa các công cụ. Lý do rất đơn giản: không có một định nghĩa duy nhất. Mỗi công thức trả lời một câu hỏi hơi khác nhau, và mỗi nền tảng công khai một nhóm tương tác khác nhau. Bài viết này trình bày các định nghĩa phổ biến, mỗi định nghĩa phù hợp với mục đích gì, kèm một danh sách kiểm tra để so sánh creator một cách công bằng.",
    },
    { type: "h2", id: "the-building-blocks", text: "Các thành phần: tính những tương tác nào" },
    {
      type: "p",
      text: "Tương tác là tổng của các lượt tương tác. Các ứng viên gồm lượt thích, bình luận, lượt chia sẻ và lượt lưu (bookmark). Không phải nền tảng nào cũng công khai tất cả:",
    },
    {
      type: "ul",
      items: [
        "TikTok: lượt thích, bình luận, lượt chia sẻ và lượt lưu đều hiển thị trên video công khai.",
        "YouTube Shorts: lượt thích và bình luận được công khai (creator có thể ẩn hoặc tắt một trong hai). Không có số lượt chia sẻ hay lượt lưu công khai, còn lượt không thích đã bị ẩn từ tháng 12/2021.",
        "Instagram Reels: lượt thích (nếu không bị ẩn) và bình luận được công khai; lượt chia sẻ và lượt lưu chỉ chủ tài khoản mới thấy.",
        "Threads: API chính thức báo cho chủ tài khoản số lượt thích, trả lời, đăng lại, trích dẫn và chia sẻ; muốn tra cứu hồ sơ của người khác cần một quyền đặc biệt.",
      ],
    },
    {
      type: "p",
      text: "Feedscope định nghĩa tương tác là lượt thích + bình luận + lượt chia sẻ + lượt lưu, và chỉ tính những phần nền tảng công khai. Phần nào bị ẩn sẽ được bỏ qua chứ không tính là 0. Cách này giữ cho con số trung thực, nhưng cũng có nghĩa là tương tác trên TikTok cộng nhiều thành phần hơn trên Instagram, nên hãy so sánh tỷ lệ trong cùng một nền tảng trước.",
    },
    { type: "h2", id: "by-views-or-by-followers", text: "Theo lượt xem hay theo người theo dõi?" },
    {
      type: "p",
      text: "Hai công thức phổ biến nhất chia cùng một lượng tương tác cho hai mẫu số khác nhau.",
    },
    { type: "h3", text: "Tỷ lệ tương tác theo lượt xem" },
    {
      type: "p",
      text: "Tương tác chia cho lượt xem, tính theo từng video. Nó trả lời: trong số những người đã xem video này, bao nhiêu người đã tương tác? Đây là thước đo tự nhiên cho video ngắn, nơi phần lớn lượt xem đến từ bảng tin đề xuất chứ không phải từ người theo dõi. Nó so sánh được giữa các tài khoản ở mọi quy mô và là thước đo Feedscope dùng cho từng video.",
    },
    { type: "h3", text: "Tỷ lệ tương tác theo người theo dõi" },
    {
      type: "p",
      text: "Tương tác chia cho số người theo dõi, thường lấy trung bình trên các bài đăng gần đây. Nó trả lời: tệp khán giả mà creator xây dựng được hoạt động tích cực đến đâu? Đây là chỉ số truyền thống của Instagram và vẫn hữu ích cho câu hỏi đó, nhưng với video ngắn, nó bị méo bởi lượt tiếp cận từ những người không theo dõi. Một video viral bên ngoài tệp khán giả có thể cho tỷ lệ tương tác theo người theo dõi trên 100%, và điều đó chẳng nói lên gì về độ trung thành của khán giả.",
    },
    {
      type: "tip",
      title: "Luôn ghi rõ công thức",
      text: "Khi báo cáo tỷ lệ tương tác cho khách hàng hoặc cho team, hãy ghi công thức ngay bên cạnh: “(lượt thích + bình luận + lượt chia sẻ + lượt lưu) / lượt xem, trung vị của 30 video gần nhất”. Một nửa số bất đồng về tương tác là do hai người dùng hai định nghĩa khác nhau.",
    },
    { type: "h2", id: "averaging-rates", text: "Tính gộp tỷ lệ trên nhiều video" },
    {
      type: "p",
      text: "Tỷ lệ tương tác ở cấp tài khoản có thể tính theo hai cách: tổng tương tác chia cho tổng lượt xem, hoặc trung vị tỷ lệ của từng video. Cách thứ nhất bị chi phối bởi những video lớn nhất; chỉ một bài viral có tỷ lệ thấp cũng kéo con số của cả tài khoản xuống. Trung vị tỷ lệ theo từng video mô tả một bài đăng điển hình và là lựa chọn vững chắc hơn khi sàng lọc. Nếu bạn dùng tổng, hãy nói rõ.",
    },
    { type: "h2", id: "red-flags", text: "Dấu hiệu cảnh báo và ý nghĩa thường gặp" },
    {
      type: "ul",
      items: [
        "Lượt xem cao nhưng gần như không có bình luận: lượt tiếp cận có thể đến từ một âm thanh đang trend hoặc một lượt đăng lại, chứ không phải từ sự quan tâm đến creator. Hãy kiểm tra vài video trước khi kết luận.",
        "Tỷ lệ tương tác cao vượt trội so với các tài khoản tương tự trên mọi video: hãy đọc bình luận. Bình luận lặp lại, chung chung có thể là dấu hiệu của nhóm tương tác chéo hoặc tương tác mua.",
        "Lượt thích đột ngột về 0: creator có thể đã ẩn số lượt thích. Đó là giá trị bị thiếu, không phải sự sụp đổ.",
        "Trên TikTok, lượt lưu rất cao so với lượt thích: thường là dấu hiệu nội dung hữu ích (công thức nấu ăn, video hướng dẫn) mà người xem muốn quay lại. Đây là tín hiệu tốt cho các chiến dịch mang tính giáo dục.",
      ],
    },
    { type: "h2", id: "a-vetting-checklist", text: "Danh sách kiểm tra khi sàng lọc" },
    {
      type: "ol",
      items: [
        "Dùng một khoảng thời gian gần đây (ví dụ 30 video gần nhất) và loại các video mới đăng chưa quá vài ngày.",
        "Tính tương tác cho từng video với những thành phần mà nền tảng công khai, và ghi lại đó là những thành phần nào.",
        "Lấy trung vị của tỷ lệ tương tác theo từng video.",
        "Xem độ phân tán: creator có tỷ lệ ổn định giữa các video dễ dự đoán hơn creator chỉ có vài đợt tăng vọt.",
        "Đọc bình luận ở các video tốt nhất và kém nhất. Con số cho thấy mọi người tương tác nhiều đến đâu; bình luận cho thấy họ là ai.",
        "So sánh creator với những người cùng nền tảng và có lượt xem trung vị tương đương, chứ không phải với cả thị trường.",
      ],
    },
    {
      type: "quote",
      text: "Một tỷ lệ tương tác không kèm công thức chỉ là một ý kiến. Có công thức và khoảng thời gian đi kèm, nó trở thành bằng chứng.",
    },
    { type: "h2", id: "try-it", text: "Xem tương tác theo từng video" },
    {
      type: "p",
      text: "Công cụ phân tích KOL miễn phí của Feedscope hiển thị lượt xem, lượt thích, bình luận, lượt chia sẻ, lượt lưu và tương tác của từng video bên cạnh hệ số của video đó so với trung vị tài khoản, để bạn kiểm tra tương tác của creator theo một định nghĩa rõ ràng trước khi chạy chiến dịch.",
    },
    {
      type: "cta",
      text: "Sàng lọc một creator chỉ trong một phút với công cụ phân tích KOL miễn phí.",
      label: "Phân tích một KOL",
      href: "/analyze/influencer-tracking/",
    },
  ],
};

export default post;
