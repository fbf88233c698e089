import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Cách tìm video TikTok viral: quy tắc 10x để nhận ra video đột biến thật sự",
  description:
    "Phương pháp thực tế để tìm những video TikTok thực sự bùng nổ: đo mỗi video so với trung vị của tài khoản, áp dụng quy tắc 10x và rút ra bài học từ các mô hình lặp lại.",
  excerpt:
    "Lượt xem lớn chưa chắc là viral. Hãy so mỗi video với trung vị của chính tài khoản đó, những cú bùng nổ thật sự sẽ lộ diện, dù tài khoản lớn hay nhỏ.",
  body: [
    {
      type: "p",
      text: "“Viral” được dùng cho bất kỳ video nào có con số lớn bên dưới. Điều đó khiến từ này vô dụng khi phân tích: một video 2 triệu lượt xem là chuyện thường ngày với tài khoản 10 triệu người theo dõi, nhưng là sự kiện có một không hai với tài khoản thường chỉ đạt 5.000. Nếu muốn hiểu điều gì khiến nội dung TikTok bùng nổ, bạn cần một định nghĩa áp dụng được cho cả hai trường hợp. Định nghĩa đơn giản nhất mà vẫn đứng vững là định nghĩa tương đối: một video là video đột biến (outlier) khi nó vượt mức hiệu quả thông thường của chính tài khoản đó nhiều lần.",
    },
    { type: "h2", id: "views-relative-to-median", text: "Đo lượt xem so với trung vị của tài khoản" },
    {
      type: "p",
      text: "Bắt đầu với lượt xem trung vị của tài khoản trên các video gần đây (giá trị ở giữa, không phải số trung bình, vì số trung bình bị thổi phồng bởi chính những video đột biến bạn đang tìm). Sau đó chia lượt xem của từng video cho trung vị đó. Kết quả là hệ số của video, đôi khi gọi là điểm đột biến. Video 1x đạt đúng mức thường thấy của tài khoản. Video 0,5x kém hơn mức đó. Video 4x rõ ràng đã tìm được khán giả vượt ra ngoài tệp quen thuộc.",
    },
    {
      type: "tip",
      title: "Vì sao dùng trung vị",
      text: "Nếu tài khoản có một video hàng triệu lượt xem, số trung bình có thể cao gấp nhiều lần kết quả điển hình. Chia cho số trung bình đó sẽ che mất chính cú bùng nổ bạn muốn tìm.",
    },
    { type: "h2", id: "the-10x-rule", text: "Quy tắc 10x" },
    {
      type: "p",
      text: "Vạch ranh giới “viral” ở đâu? Không có ngưỡng chính thức, nhưng hệ số 10 là một quy ước thực tế: video đạt gấp mười lần lượt xem trung vị của tài khoản đã được bảng tin Dành cho bạn đẩy đi xa hơn nhiều so với tệp người theo dõi của creator. Nó đủ hiếm để có ý nghĩa và đủ phổ biến để các tài khoản hoạt động tích cực có vài video như vậy. Các mức trung gian hữu ích là 2x (thắng chắc) và 5x (bùng nổ mạnh). Feedscope đánh dấu video là viral từ 10x và xếp các video còn lại vào những mức này, để bạn thấy tài khoản bùng nổ thường xuyên đến đâu, chứ không chỉ biết nó từng bùng nổ hay chưa.",
    },
    {
      type: "ul",
      items: [
        "Dưới 1x: thấp hơn mức thường thấy của tài khoản.",
        "Từ 1x đến 2x: hiệu quả bình thường.",
        "Từ 2x đến 5x: thắng rõ ràng; nên ghi lại chủ đề và định dạng.",
        "Từ 5x đến 10x: bùng nổ; hãy nghiên cứu kỹ.",
        "Từ 10x trở lên: viral đối với tài khoản đó.",
      ],
    },
    { type: "h2", id: "where-the-numbers-come-from", text: "Số liệu trên TikTok đến từ đâu" },
    {
      type: "p",
      text: "TikTok hiển thị số lượt xem, lượt thích, bình luận, lượt chia sẻ và lượt lưu trên mọi video công khai. Display API chính thức chỉ trả về video của chính creator sau khi họ đăng nhập, và không có số lượt lưu. Các công cụ theo dõi tài khoản công khai bất kỳ đọc cùng dữ liệu công khai mà trang web hiển thị. Có một chi tiết quan trọng về độ chính xác: trang chứa bộ đếm hai lần, một bộ đã làm tròn và một bộ chính xác, và các công cụ cẩn thận dùng bộ chính xác. Số làm tròn như “1,2 triệu” đủ dùng khi lướt xem, nhưng có thể che giấu khác biệt thật giữa các video.",
    },
    {
      type: "p",
      text: "Cũng nên nhớ rằng lượt xem tiếp tục tăng trong nhiều ngày. Video đăng sáng nay có hệ số thấp đơn giản vì nó còn mới. Hãy đánh giá hệ số sau khi video đã có thời gian ổn định, hoặc so sánh các video có “tuổi” tương đương.",
    },
    { type: "h2", id: "a-step-by-step-routine", text: "Quy trình từng bước" },
    {
      type: "ol",
      items: [
        "Chọn từ 5 đến 20 tài khoản trong ngách của bạn, kể cả tài khoản nhỏ: video đột biến trên tài khoản nhỏ thường là tín hiệu rõ nhất của một ý tưởng mạnh.",
        "Với mỗi tài khoản, tính lượt xem trung vị của các video gần đây (ví dụ 30 đến 50 video gần nhất).",
        "Tính hệ số của từng video và sắp xếp tất cả video của tất cả tài khoản theo hệ số, không theo lượt xem thô.",
        "Giữ lại các video từ 5x trở lên. Xem chúng và ghi lại hook, định dạng, độ dài và chủ đề.",
        "Tìm những mô hình lặp lại giữa các tài khoản. Một video đột biến có thể là may mắn; cùng một ý tưởng bùng nổ trên ba tài khoản là một xu hướng.",
        "Kiểm tra lại sau một tuần: những ý tưởng liên tục tạo ra video đột biến là những ý tưởng nên phát triển tiếp.",
      ],
    },
    { type: "h2", id: "common-mistakes", text: "Những sai lầm thường gặp" },
    {
      type: "ul",
      items: [
        "Sắp xếp theo lượt xem thô. Bạn sẽ chỉ tìm thấy những tài khoản lớn nhất, và hit của họ hầu như không cho bạn biết điều gì hiệu quả với chính bạn.",
        "Dùng trung vị toàn thời gian của một tài khoản lâu năm. Nếu creator đã tăng trưởng hoặc sụt giảm nhiều, khoảng thời gian gần đây mới là mức chuẩn công bằng.",
        "Coi các lượt đăng lại cùng một clip trên nhiều tài khoản là những bằng chứng độc lập.",
        "Bỏ qua lượt thích, bình luận và lượt lưu. Một video 10x có tỷ lệ tương tác thấp bất thường có thể được đẩy lên nhờ âm thanh trend chứ không phải nhờ bản thân nội dung.",
        "Coi một video đột biến là công thức. Nó chỉ cho thấy một ý tưởng từng chạm đến người xem một lần; hãy thử nghiệm trước khi đặt cược cả chiến dịch vào nó.",
      ],
    },
    { type: "h2", id: "what-to-copy", text: "Học được gì từ một video đột biến" },
    {
      type: "p",
      text: "Khi đã có danh sách rút gọn các video đột biến, hãy xem chúng khác gì so với các video 1x của cùng tài khoản. Sự khác biệt đó chính là bài học: giây đầu tiên cuốn hơn, một câu hỏi trong caption, một định dạng tài khoản hiếm khi dùng, một độ dài khác với thường lệ. So sánh một tài khoản với chính nó loại bỏ những biến số bạn không thể sao chép, như số người theo dõi và độ nhận diện thương hiệu, và giữ lại những gì bạn có thể áp dụng.",
    },
    {
      type: "quote",
      text: "Video đột biến đáng nghiên cứu nhất không phải là video lớn nhất trong ngách của bạn, mà là video làm tốt gấp mười lần so với kỳ vọng của chính creator.",
    },
    { type: "h2", id: "try-it", text: "Tìm video đột biến của bất kỳ tài khoản nào" },
    {
      type: "p",
      text: "Công cụ phân tích TikTok miễn phí của Feedscope hiển thị lượt xem trung vị của tài khoản, hệ số của từng video so với trung vị đó và các video viral nhất, để quy trình trên chỉ mất một phút thay vì cả một bảng tính.",
    },
    {
      type: "cta",
      text: "Nhập tên tài khoản TikTok và xem video nào đã vượt mốc 10x.",
      label: "Phân tích tài khoản TikTok",
      href: "/analyze/analyze-tiktok-account/",
    },
  ],
};

export default post;
