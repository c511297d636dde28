import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { mediaBlocks } from "../../../../server/cms/blocks/media";
import { videoEmbedUrl, videoWatchUrl } from "../../../../server/cms/video";
import { type BlockComponents, CmsImage, CmsLink, Section } from "./parts";

const PROVIDER_NAMES = { youtube: "YouTube", vimeo: "Vimeo" } as const;

export const mediaComponents: BlockComponents<keyof typeof mediaBlocks> = {
  /**
   * A link to the video's page; with JavaScript a plain click swaps in the host's player instead
   * (a click with a modifier key still opens the link, as links do).
   */
  Video: function Video({ block, id }) {
    const { t } = useTranslation("cms");
    const [playing, setPlaying] = useState(false);
    const provider = PROVIDER_NAMES[block.provider];
    return (
      <Section id={id} className="cms-video" heading={block.title}>
        {playing ? (
          <iframe
            src={videoEmbedUrl(block.provider, block.videoId)}
            title={block.title}
            width={960}
            height={540}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            className="cms-video__frame"
          />
        ) : (
          <a
            href={videoWatchUrl(block.provider, block.videoId)}
            className="cms-video__link"
            rel="noopener noreferrer"
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                return;
              event.preventDefault();
              setPlaying(true);
            }}
          >
            {block.poster && <CmsImage image={{ ...block.poster, alt: "" }} width={960} height={540} />}
            <span className="cms-video__play">{t("video.play", { title: block.title, provider })}</span>
          </a>
        )}
      </Section>
    );
  },
  Gallery: ({ block, id }) => (
    <Section id={id} className="cms-gallery" heading={block.heading}>
      <ul>
        {block.images.map((item) => (
          <li key={item.image.src}>
            <figure>
              <CmsImage image={item.image} width={320} height={240} />
              {item.caption && <figcaption>{item.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  ),
  Downloads: ({ block, id }) => (
    <Section id={id} className="cms-downloads" heading={block.heading}>
      <ul>
        {block.files.map((file) => (
          <li key={file.href}>
            <CmsLink href={file.href}>{file.label}</CmsLink>{" "}
            <span className="cms-downloads__meta">{`(${[file.format.toUpperCase(), file.size].filter(Boolean).join(", ")})`}</span>
          </li>
        ))}
      </ul>
    </Section>
  ),
  Divider: ({ block, id }) => <hr id={id} className={`cms-divider cms-divider--${block.spacing}`} />,
};
