// Inline SVG marks (no remote images): the Feedscope mark and simplified marks of the four tracked platforms.
type MarkProps = { className?: string };

export function BrandMark({ className }: MarkProps) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M8 22l5-6 4 3 7-9"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="10" r="2.4" fill="#fff" />
    </svg>
  );
}

function TikTokMark({ className }: MarkProps) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#111827" />
      <path
        d="M18.5 7v11.2a3.9 3.9 0 1 1-3.9-3.9"
        fill="none"
        stroke="#25F4EE"
        strokeWidth="2.6"
        strokeLinecap="round"
        transform="translate(-1 -1)"
      />
      <path
        d="M18.5 7v11.2a3.9 3.9 0 1 1-3.9-3.9M18.5 7c.6 2.6 2.4 4.2 5 4.4"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path d="M19.5 8c.6 2.6 2.4 4.2 5 4.4" fill="none" stroke="#FE2C55" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}

function InstagramMark({ className }: MarkProps) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="ig-mark" x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#FEDA75" />
          <stop offset=".35" stopColor="#FA7E1E" />
          <stop offset=".65" stopColor="#D62976" />
          <stop offset="1" stopColor="#4F5BD5" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#ig-mark)" />
      <rect x="8" y="8" width="16" height="16" rx="5" fill="none" stroke="#fff" strokeWidth="2.2" />
      <circle cx="16" cy="16" r="3.8" fill="none" stroke="#fff" strokeWidth="2.2" />
      <circle cx="21" cy="11" r="1.2" fill="#fff" />
    </svg>
  );
}

function YouTubeMark({ className }: MarkProps) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#FF0000" />
      <path d="M13 10.5v11l9-5.5z" fill="#fff" />
    </svg>
  );
}

function ThreadsMark({ className }: MarkProps) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#000" />
      <path
        d="M20.6 15.3c-.4-2.6-2.2-3.9-4.7-3.9-2 0-3.5.9-4.2 2.4M20.6 15.3c2.5 1 3.4 3 2.7 5.1-.9 2.6-3.6 3.9-7 3.9-4.6 0-7.3-3-7.3-8.3S11.7 7.7 16.3 7.7c3.4 0 5.8 1.5 6.8 4.3M20.6 15.3c-.9-.3-2-.5-3.3-.4-2.6.1-4.1 1.3-4 2.9.1 1.5 1.6 2.3 3.3 2.2 2.4-.2 3.8-1.9 4-4.7"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The four platforms with their product names (brand names, the same in every language). */
export const PLATFORM_MARKS = [
  { name: "TikTok", Mark: TikTokMark },
  { name: "Instagram Reels", Mark: InstagramMark },
  { name: "YouTube Shorts", Mark: YouTubeMark },
  { name: "Threads", Mark: ThreadsMark },
] as const;
