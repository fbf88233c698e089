import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Độ dài video và giờ đăng tốt nhất: tìm ra từ chính dữ liệu của bạn",
  description:
    "Lời khuyên chung về độ dài video và giờ đăng hiếm khi hợp với tài khoản của bạn. Cách tìm độ dài và khung giờ tốt nhất của riêng bạn từ dữ liệu công khai, kèm những bẫy cần tránh.",
  excerpt:
    "Không có độ dài hay khung giờ hoàn hảo cho tất cả. Nhưng tài khoản của bạn thì có, và câu trả lời đã nằm sẵn trong các video đã đăng nếu bạn nhóm chúng đúng cách.",
  body: [
    {
      type: "p",
      text: "Tìm kiếm độ dài tốt nhất cho một video TikTok hay giờ đăng Reels tốt nhất, bạn sẽ gặp những câu trả lời đầy tự tin nhưng mâu thuẫn nhau. Đó là số trung bình của hàng triệu tài khoản với khán giả, ngách và múi giờ khác nhau. Câu trả lời hữu ích là câu trả lời dành cho tài khoản của bạn, hoặc cho đối thủ bạn đang nghiên cứu, và có thể đọc ra từ những video đã đăng. Hướng dẫn này chỉ cho bạn cách làm.",
    },
    { type: "h2", id: "what-the-platforms-allow", text: "Các nền tảng cho phép những gì" },
    {
      type: "p",
      text: "Giới hạn độ dài định hình thế nào là “ngắn”, và các giới hạn này đã thay đổi. YouTube Shorts bị giới hạn ở 60 giây cho đến ngày 15/10/2024; từ đó, video dọc hoặc vuông dài tối đa ba phút được tính là Shorts, còn các video tải lên trước đó giữ nguyên cách phân loại cũ. TikTok và Instagram Reels hiện cũng cho phép video dài hơn một phút khá nhiều. Vì vậy, phân tích độ dài không nên dừng ở 60 giây, và dữ liệu cũ từ trước những thay đổi này có thể đơn giản là không có video dài nào để so sánh.",
    },
    { type: "h2", id: "group-by-duration", text: "Nhóm video theo độ dài, rồi so sánh trung vị" },
    {
      type: "p",
      text: "Phương pháp rất đơn giản: xếp các video của tài khoản vào các nhóm độ dài và so sánh lượt xem trung vị của từng nhóm. Những nhóm bám theo mốc của chính các nền tảng cho kết quả tốt, vì creator thường làm video theo một định dạng: dưới 15 giây, 15–30, 30–60, 60–90, 90–180 và dài hơn. Trung vị quan trọng ở đây vì cùng lý do như ở mọi nơi khác trong video ngắn: chỉ một video viral trong một nhóm cũng khiến số trung bình của nhóm đó trông như một quy luật tự nhiên.",
    },
    {
      type: "ol",
      items: [
        "Lấy 50 đến 100 video gần nhất của tài khoản, bỏ qua những video đăng trong vài ngày gần đây.",
        "Xếp từng video vào một nhóm độ dài.",
        "Với mỗi nhóm, ghi lại số video và lượt xem trung vị.",
        "Bỏ qua những nhóm chỉ có vài video; ba video chỉ là giai thoại, không phải thống kê.",
        "Nhóm có trung vị cao nhất với số mẫu hợp lý chính là độ dài tốt nhất hiện tại của bạn.",
      ],
    },
    {
      type: "tip",
      title: "Độ dài hiếm khi là nguyên nhân",
      text: "Một nhóm thắng là nhờ những video nằm trong đó. Nếu mọi video hướng dẫn của bạn dài 60–90 giây và mọi video tiểu phẩm đều dưới 15 giây, bạn đang so sánh định dạng chứ không phải độ dài. Hãy kiểm tra mỗi nhóm chứa loại nội dung gì trước khi thay đổi cách dựng video.",
    },
    { type: "h2", id: "posting-times", text: "Giờ đăng: một bản đồ nhiệt, không phải một quy tắc" },
    {
      type: "p",
      text: "Với giờ đăng, ý tưởng tương tự được áp dụng theo hai chiều. Đặt mỗi video lên một lưới gồm ngày trong tuần và giờ trong ngày, theo múi giờ của khán giả, rồi tô màu từng ô theo lượt xem trung vị của các video đăng vào thời điểm đó. Hai điều sẽ hiện ra: tài khoản thực sự đăng vào lúc nào, và có khung giờ nào luôn cho kết quả tốt hơn hay không.",
    },
    {
      type: "ul",
      items: [
        "Dùng một múi giờ duy nhất cho mọi thứ. Các nền tảng báo thời gian đăng theo UTC hoặc kèm độ lệch múi giờ; hãy quy đổi trước khi nhóm.",
        "Ô trống không phải khung giờ tệ; đó là khung giờ chưa được thử.",
        "Ô chỉ có một, hai video là nhiễu. Hãy tìm các xu hướng rộng, như buổi tối vượt buổi sáng, thay vì một giờ “thần kỳ” duy nhất.",
        "Bảng tin đề xuất tiếp tục phân phối một video tốt trong nhiều ngày, nên với video ngắn, giờ đăng thường ít quan trọng hơn so với bảng tin theo thứ tự thời gian.",
      ],
    },
    { type: "h2", id: "run-small-tests", text: "Biến các mô hình thành những thử nghiệm nhỏ" },
    {
      type: "p",
      text: "Dữ liệu lịch sử cho thấy tương quan. Để biết điều gì thực sự tạo ra kết quả tốt hơn, hãy thay đổi từng yếu tố một. Nếu các video 30–60 giây của bạn có trung vị cao nhất, hãy làm vài video tiếp theo trong khoảng đó với những chủ đề bạn thường cắt ngắn hơn, rồi so sánh với mức nền của bạn. Nếu buổi tối có vẻ mạnh hơn, hãy dời vài video tương đương sang buổi tối. Đo mỗi thử nghiệm so với trung vị của bạn, chứ không phải so với video tốt nhất từ trước đến nay.",
    },
    { type: "h2", id: "competitors", text: "Dùng đối thủ để lấp khoảng trống" },
    {
      type: "p",
      text: "Tài khoản của bạn không thể cho biết một độ dài bạn chưa từng thử sẽ hiệu quả ra sao. Đối thủ thì có thể. Hãy chạy cùng phân tích độ dài và bản đồ nhiệt cho ba đến năm tài khoản trong ngách của bạn. Nếu video dài hơn của họ liên tục vượt trung vị của chính họ trong khi bạn chỉ đăng video ngắn, đó là một giả thuyết đáng thử nghiệm. Vì mọi thứ ở đây đều dùng dữ liệu công khai, bạn có thể làm điều này với bất kỳ tài khoản công khai nào.",
    },
    {
      type: "quote",
      text: "Độ dài đúng là độ dài mà khán giả của bạn xem. Dữ liệu của bạn đã biết điều đó; chỉ cần được nhóm lại thì nó mới lên tiếng.",
    },
    { type: "h2", id: "watch-for-data-breaks", text: "Chú ý những điểm gãy trong dữ liệu" },
    {
      type: "p",
      text: "Hai thay đổi gần đây có thể làm sai lệch việc so sánh. Từ ngày 31/3/2025, YouTube tính mỗi lần bắt đầu phát hoặc phát lại một video Shorts là một lượt xem, khiến lượt xem cao hơn so với các Shorts trước đó. Năm 2025, Instagram chuyển từ lượt phát (plays) sang lượt xem (views) làm chỉ số video chính. Khi một phân tích trải qua những mốc này, hãy so sánh các nhóm trong cùng một giai đoạn thay vì so sánh giữa các giai đoạn.",
    },
    { type: "h2", id: "try-it", text: "Xem độ dài tốt nhất của bạn" },
    {
      type: "p",
      text: "Công cụ phân tích miễn phí của Feedscope nhóm video của bất kỳ tài khoản công khai nào theo độ dài, hiển thị độ dài hiệu quả nhất kèm số video và khoảng độ dài, đồng thời vẽ bản đồ nhiệt giờ đăng, cho TikTok, Instagram Reels và YouTube Shorts.",
    },
    {
      type: "cta",
      text: "Chạy phân tích độ dài cho tài khoản của bạn hoặc của đối thủ.",
      label: "Phân tích kênh YouTube Shorts",
      href: "/analyze/analyze-youtube-shorts-account/",
    },
  ],
};

export default post;
