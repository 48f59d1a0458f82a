import { Play } from "lucide-react";
import { useState } from "react";

/**
 * spec/3 §4 lazy video embed: a still with a play button, and the video's player loaded only
 * when it is pressed, so a page of videos costs nothing until one is watched and no third party
 * hears of a visit before then. The player is YouTube's privacy-enhanced one.
 */
export function LazyVideo({ title, youtubeId }: { title: string; youtubeId: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <figure className="flex flex-col gap-2">
      <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-ink">
        {playing ? (
          <iframe
            title={title}
            src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 size-full"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white"
          >
            <span className="grid size-16 place-items-center rounded-full bg-white/20">
              <Play aria-hidden="true" className="size-8" />
            </span>
            <span className="font-semibold">Play video: {title}</span>
          </button>
        )}
      </div>
      <figcaption className="text-sm text-muted">{title}</figcaption>
    </figure>
  );
}
