import achievements from "~/assets/home/achievements.svg";
import clarity from "~/assets/home/c-clarity.svg";
import communication from "~/assets/home/c-communication.svg";
import competence from "~/assets/home/c-competence.svg";
import consistency from "~/assets/home/c-consistency.svg";
import laravel from "~/assets/platforms/laravel.svg";
import nextjs from "~/assets/platforms/nextjs.svg";
import react from "~/assets/platforms/react.svg";
import wordpress from "~/assets/platforms/wordpress.svg";
import type { FourCsItem, Platform } from "~/schema/home";

/**
 * Artwork of the home page, by the keys its content names. Imported as modules, so a missing
 * file fails the build; kept out of the content modules so the content check can load them.
 */
export const fourCsArt: Record<FourCsItem["art"], string> = {
  clarity,
  communication,
  competence,
  consistency,
};

/** Brand marks from simple-icons (CC0), written by scripts/art/platform-icons.ts. */
export const platformMarks: Record<Platform["mark"], string> = {
  react,
  wordpress,
  laravel,
  nextjs,
};

export const achievementsArt = achievements;
