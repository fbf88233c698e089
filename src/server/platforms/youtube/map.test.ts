import { describe, expect, it } from "vitest";
import { MalformedError } from "../errors";
import { bestThumbnail, mapChannel, mapVideo, uploadsPlaylistOf, videoDurationSeconds, videoUrl } from "./map";
import type { YouTubeChannel, YouTubeVideo } from "./schemas";

const WEB = "https://www.youtube.com/";

function channel(overrides: Partial<YouTubeChannel> = {}): YouTubeChannel {
  return {
    kind: "youtube#channel",
    id: "UCabcdefghijklmnopqrstuv",
    snippet: {
      title: "Some Channel",
      description: "About us",
      customUrl: "@somehandle",
      thumbnails: {
        default: { url: "https://yt3.example/88" },
        medium: { url: "https://yt3.example/240" },
        high: { url: "https://yt3.example/800" },
      },
    },
    statistics: { viewCount: "123456", subscriberCount: "1200", hiddenSubscriberCount: false, videoCount: "87" },
    contentDetails: { relatedPlaylists: { likes: "", uploads: "UUabcdefghijklmnopqrstuv" } },
    ...overrides,
  };
}

function video(overrides: Partial<YouTubeVideo> = {}): YouTubeVideo {
  return {
    kind: "youtube#video",
    id: "dQw4w9WgXcQ",
    snippet: {
      publishedAt: "2026-07-13T09:00:00Z",
      channelId: "UCabcdefghijklmnopqrstuv",
      title: "A title",
      description: "A description",
      thumbnails: { default: { url: "d.jpg" }, high: { url: "h.jpg" }, medium: { url: "m.jpg" } },
    },
    contentDetails: { duration: "PT3M21S" },
    statistics: { viewCount: "4935059", likeCount: "8711", favoriteCount: "0", commentCount: "1204" },
    ...overrides,
  };
}

describe("mapChannel", () => {
  it("reads string counts, the handle, the largest avatar and a /@handle profile URL", () => {
    const account = mapChannel(channel(), WEB);
    expect(account).toMatchObject({
      platform: "youtube",
      platformId: "UCabcdefghijklmnopqrstuv",
      handle: "@somehandle",
      displayName: "Some Channel",
      bio: "About us",
      avatarUrl: "https://yt3.example/800",
      profileUrl: "https://www.youtube.com/@somehandle",
      followers: 1200,
      following: null,
      videoCount: 87,
      likesTotal: null,
      isDemo: false,
    });
    expect(account.raw).toEqual(channel());
  });

  it("treats a hidden subscriber count as unknown even when a number is sent", () => {
    const hidden = channel({ statistics: { subscriberCount: "0", hiddenSubscriberCount: true, videoCount: "3" } });
    expect(mapChannel(hidden, WEB).followers).toBeNull();
    expect(mapChannel(hidden, WEB).videoCount).toBe(3);
  });

  it("falls back to /channel/ID without a custom URL and leaves absent fields null", () => {
    const bare = mapChannel({ id: "UCabcdefghijklmnopqrstuv" }, WEB);
    expect(bare.profileUrl).toBe("https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv");
    expect(bare).toMatchObject({ handle: null, displayName: null, avatarUrl: null, followers: null, videoCount: null });
  });

  it("encodes non-ASCII handles in the profile URL but keeps the @", () => {
    const account = mapChannel(channel({ snippet: { customUrl: "@café" } }), WEB);
    expect(account.profileUrl).toBe("https://www.youtube.com/@caf%C3%A9");
  });
});

describe("mapVideo", () => {
  it("maps counts, duration, time, thumbnail and a watch URL for a regular video", () => {
    const mapped = mapVideo(video(), false, WEB);
    expect(mapped).toMatchObject({
      platform: "youtube",
      platformId: "dQw4w9WgXcQ",
      accountPlatformId: "UCabcdefghijklmnopqrstuv",
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      caption: "A title",
      thumbnailUrl: "h.jpg",
      durationSeconds: 201,
      views: 4935059,
      likes: 8711,
      comments: 1204,
      shares: null,
      bookmarks: null,
      isShort: false,
    });
    expect(mapped.publishedAt?.toISOString()).toBe("2026-07-13T09:00:00.000Z");
  });

  it("links Shorts to /shorts/ID", () => {
    expect(mapVideo(video(), true, WEB).url).toBe("https://www.youtube.com/shorts/dQw4w9WgXcQ");
    expect(mapVideo(video(), null, WEB).url).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  });

  it("leaves hidden likes and disabled comments null, not 0", () => {
    const mapped = mapVideo(video({ statistics: { viewCount: "10", favoriteCount: "0" } }), false, WEB);
    expect(mapped.likes).toBeNull();
    expect(mapped.comments).toBeNull();
    expect(mapped.views).toBe(10);
  });

  it("uses the description when the title is empty", () => {
    expect(mapVideo(video({ snippet: { title: " ", description: "Only this" } }), false, WEB).caption).toBe(
      "Only this",
    );
  });
});

describe("videoDurationSeconds", () => {
  it("is null for live videos (no duration, or P0D) and parses day-long ones", () => {
    expect(videoDurationSeconds(video({ contentDetails: {} }))).toBeNull();
    expect(videoDurationSeconds(video({ contentDetails: { duration: "P0D" } }))).toBeNull();
    expect(videoDurationSeconds(video({ contentDetails: { duration: "P1DT2H" } }))).toBe(93_600);
  });
});

describe("bestThumbnail", () => {
  it("prefers maxres, skips sizes without a URL, and is null for garbage", () => {
    expect(bestThumbnail({ maxres: { url: "x.jpg" }, default: { url: "d.jpg" } })).toBe("x.jpg");
    expect(bestThumbnail({ maxres: {}, medium: { url: "m.jpg" } })).toBe("m.jpg");
    expect(bestThumbnail("nope")).toBeNull();
  });
});

describe("uploadsPlaylistOf", () => {
  it("reads relatedPlaylists.uploads, else derives UU from UC", () => {
    expect(uploadsPlaylistOf(channel())).toBe("UUabcdefghijklmnopqrstuv");
    expect(uploadsPlaylistOf({ id: "UCzzzzzzzzzzzzzzzzzzzzzz" })).toBe("UUzzzzzzzzzzzzzzzzzzzzzz");
    expect(() => uploadsPlaylistOf({ id: "weird" })).toThrow(MalformedError);
  });
});

describe("videoUrl", () => {
  it("trims trailing slashes of the base URL", () => {
    expect(videoUrl("abc", false, "http://127.0.0.1:9/")).toBe("http://127.0.0.1:9/watch?v=abc");
  });
});
