/**
 * The converter card as the model-based view tests render it: the converter model's preset, the
 * site's theme, and the features that load on first use arriving at once (card-features.ts).
 */
import { render } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "~/styles/theme";
import { ConverterCard } from "~/components/converter/converter-card";
import { CONVERTER_MODEL_PRESET } from "../../tools/statecharts/converter.model";
import { FEATURES_AT_ONCE } from "./card-features";

export function renderModelCard() {
  return render(
    <ThemeProvider theme={theme}>
      <ConverterCard preset={CONVERTER_MODEL_PRESET} loadFeatures={FEATURES_AT_ONCE} />
    </ThemeProvider>,
  );
}
