import {
  ChartNoAxesCombined,
  Code,
  Compass,
  Headset,
  KeyRound,
  Megaphone,
  PenTool,
  ReceiptText,
  Rocket,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import type { AboutIconKey } from "~/schema/about";

/** The lucide icon for each icon key the About Us content may name. */
export const aboutIcons: Record<AboutIconKey, LucideIcon> = {
  compass: Compass,
  "pen-tool": PenTool,
  code: Code,
  rocket: Rocket,
  users: UsersRound,
  megaphone: Megaphone,
  receipt: ReceiptText,
  key: KeyRound,
  chart: ChartNoAxesCombined,
  headset: Headset,
};
