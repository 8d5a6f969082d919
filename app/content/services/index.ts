import type { ServiceId } from "~/lib/paths";
import { appDevelopment } from "./app-development";
import { paidAdvertising } from "./paid-advertising";
import { socialMediaMarketing } from "./social-media-marketing";
import { eCommerceDevelopment } from "./e-commerce-development";
import { searchEngineOptimization } from "./search-engine-optimization";
import { customWebsiteDevelopment } from "./custom-website-development";
import { graphicsDesign } from "./graphics-design";
import { cyberSecurity } from "./cyber-security";
import { aiDevelopment } from "./ai-development";
import { arvrDevelopment } from "./arvr-development";
import { blockchainDevelopment } from "./blockchain-development";
import { websiteDesign } from "./website-design";
import type { ServiceContent } from "~/schema/service";

/** One entry per service page; adding a service is adding its file and its line here. */
export const services: Record<ServiceId, ServiceContent> = {
  "app-development": appDevelopment,
  "paid-advertising": paidAdvertising,
  "social-media-marketing": socialMediaMarketing,
  "e-commerce-development": eCommerceDevelopment,
  "search-engine-optimization": searchEngineOptimization,
  "custom-website-development": customWebsiteDevelopment,
  "graphics-design": graphicsDesign,
  "cyber-security": cyberSecurity,
  "ai-development": aiDevelopment,
  "arvr-development": arvrDevelopment,
  "blockchain-development": blockchainDevelopment,
  "website-design": websiteDesign,
};
