/**
 * Every page's content by its URL. The file for a route is src/content/pages/<url>.ts, and
 * src/content/pages/index.ts for "/" (the home page); tests/unit/content-pages.test.ts checks that
 * every route of the route table has exactly one file here and every file is a route.
 */
import type { PageContent } from "./page-types";
import home from "./pages/index";
import p1MgToMl from "./pages/1-mg-to-ml";
import p2MgToMl from "./pages/2-mg-to-ml";
import p2_5MgToMl from "./pages/2-5-mg-to-ml";
import p5MgToMl from "./pages/5-mg-to-ml";
import p10MgToMl from "./pages/10-mg-to-ml";
import p15MgToMl from "./pages/15-mg-to-ml";
import p20MgToMl from "./pages/20-mg-to-ml";
import p25MgToMl from "./pages/25-mg-to-ml";
import p30MgToMl from "./pages/30-mg-to-ml";
import p40MgToMl from "./pages/40-mg-to-ml";
import p50MgToMl from "./pages/50-mg-to-ml";
import p60MgToMl from "./pages/60-mg-to-ml";
import p70MgToMl from "./pages/70-mg-to-ml";
import p80MgToMl from "./pages/80-mg-to-ml";
import p100MgToMl from "./pages/100-mg-to-ml";
import p180MgToMl from "./pages/180-mg-to-ml";
import p200MgToMl from "./pages/200-mg-to-ml";
import p250MgToMl from "./pages/250-mg-to-ml";
import p262MgToMl from "./pages/262-mg-to-ml";
import p300MgToMl from "./pages/300-mg-to-ml";
import p375MgToMl from "./pages/375-mg-to-ml";
import p400MgToMl from "./pages/400-mg-to-ml";
import p500MgToMl from "./pages/500-mg-to-ml";
import p1200MgToMl from "./pages/1200-mg-to-ml";
import p0_25MlToMg from "./pages/0-25-ml-to-mg";
import p0_5MlToMg from "./pages/0-5-ml-to-mg";
import p0_75MlToMg from "./pages/0-75-ml-to-mg";
import p1MlToMg from "./pages/1-ml-to-mg";
import p2_5MlToMg from "./pages/2-5-ml-to-mg";
import p3MlToMg from "./pages/3-ml-to-mg";
import p5MlToMg from "./pages/5-ml-to-mg";
import p10MlToMg from "./pages/10-ml-to-mg";
import p15MlToMg from "./pages/15-ml-to-mg";
import p20MlToMg from "./pages/20-ml-to-mg";
import p60MlToMg from "./pages/60-ml-to-mg";
import p100MlToMg from "./pages/100-ml-to-mg";
import p250MlToMg from "./pages/250-ml-to-mg";
import pMgToMlSyringe from "./pages/mg-to-ml-syringe";
import pMolarityCalculator from "./pages/molarity-calculator";
import pConcentrationConverter from "./pages/concentration-converter";
import pSerialDilutionCalculator from "./pages/serial-dilution-calculator";
import pWeightBasedDoseCalculator from "./pages/weight-based-dose-calculator";
import pReconstitutionCalculator from "./pages/reconstitution-calculator";
import pInfusionRateCalculator from "./pages/infusion-rate-calculator";
import pDilutionCalculator from "./pages/dilution-calculator";
import pAbout from "./pages/about";
import pContact from "./pages/contact";
import pPrivacyPolicy from "./pages/privacy-policy";
import pTermsOfService from "./pages/terms-of-service";
import pDisclaimer from "./pages/disclaimer";

/** Route path → its content, in the order of the route table. */
export const PAGE_CONTENT: Readonly<Record<string, PageContent>> = {
  "/": home,
  "/1-mg-to-ml": p1MgToMl,
  "/2-mg-to-ml": p2MgToMl,
  "/2-5-mg-to-ml": p2_5MgToMl,
  "/5-mg-to-ml": p5MgToMl,
  "/10-mg-to-ml": p10MgToMl,
  "/15-mg-to-ml": p15MgToMl,
  "/20-mg-to-ml": p20MgToMl,
  "/25-mg-to-ml": p25MgToMl,
  "/30-mg-to-ml": p30MgToMl,
  "/40-mg-to-ml": p40MgToMl,
  "/50-mg-to-ml": p50MgToMl,
  "/60-mg-to-ml": p60MgToMl,
  "/70-mg-to-ml": p70MgToMl,
  "/80-mg-to-ml": p80MgToMl,
  "/100-mg-to-ml": p100MgToMl,
  "/180-mg-to-ml": p180MgToMl,
  "/200-mg-to-ml": p200MgToMl,
  "/250-mg-to-ml": p250MgToMl,
  "/262-mg-to-ml": p262MgToMl,
  "/300-mg-to-ml": p300MgToMl,
  "/375-mg-to-ml": p375MgToMl,
  "/400-mg-to-ml": p400MgToMl,
  "/500-mg-to-ml": p500MgToMl,
  "/1200-mg-to-ml": p1200MgToMl,
  "/0-25-ml-to-mg": p0_25MlToMg,
  "/0-5-ml-to-mg": p0_5MlToMg,
  "/0-75-ml-to-mg": p0_75MlToMg,
  "/1-ml-to-mg": p1MlToMg,
  "/2-5-ml-to-mg": p2_5MlToMg,
  "/3-ml-to-mg": p3MlToMg,
  "/5-ml-to-mg": p5MlToMg,
  "/10-ml-to-mg": p10MlToMg,
  "/15-ml-to-mg": p15MlToMg,
  "/20-ml-to-mg": p20MlToMg,
  "/60-ml-to-mg": p60MlToMg,
  "/100-ml-to-mg": p100MlToMg,
  "/250-ml-to-mg": p250MlToMg,
  "/mg-to-ml-syringe": pMgToMlSyringe,
  "/molarity-calculator": pMolarityCalculator,
  "/dilution-calculator": pDilutionCalculator,
  "/concentration-converter": pConcentrationConverter,
  "/weight-based-dose-calculator": pWeightBasedDoseCalculator,
  "/reconstitution-calculator": pReconstitutionCalculator,
  "/serial-dilution-calculator": pSerialDilutionCalculator,
  "/infusion-rate-calculator": pInfusionRateCalculator,
  "/about": pAbout,
  "/contact": pContact,
  "/privacy-policy": pPrivacyPolicy,
  "/terms-of-service": pTermsOfService,
  "/disclaimer": pDisclaimer,
};
