import { LinkItems } from "./link-items";
import { Link } from "react-router";
import styled from "styled-components";
import {
  CLINICAL_GROUP,
  FOOTER_MG_LINKS,
  FOOTER_ML_LINKS,
  FOOTER_RESOURCE_LINKS,
  type NavLink,
} from "~/data/navigation";
import { COPYRIGHT_YEAR, SITE_NAME, SITE_TAGLINE } from "~/data/site";
import { BehaviourDisclosure } from "~/behaviour/disclosure";

const Foot = styled.footer`
  margin-top: ${({ theme }) => theme.space(12)};
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  /* A column is never wider than the footer (issue 53: at 200 % text 12rem is wider than a phone). */
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  h2 { font-size: 1rem; margin: 0 0 ${({ theme }) => theme.space(2)}; }
  ul { list-style: none; margin: 0; padding: 0; }
  li a { display: inline-flex; align-items: center; min-height: 32px; color: ${({ theme }) => theme.color.text}; }
`;

const Small = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
  margin: ${({ theme }) => theme.space(6)} 0 0;
`;

function LinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>
        <LinkItems links={links} />
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <Foot>
      <Inner>
        <Grid>
          <div>
            <h2>{SITE_NAME}</h2>
            <p>
              {SITE_TAGLINE}: free mg ↔ mL, syringe, molarity and dilution calculators that run entirely on your device.
            </p>
          </div>
          <LinkList title="mg to mL" links={FOOTER_MG_LINKS} />
          <LinkList title="mL to mg" links={FOOTER_ML_LINKS} />
          <LinkList title={CLINICAL_GROUP.title} links={CLINICAL_GROUP.links} />
          <LinkList title="Resources" links={FOOTER_RESOURCE_LINKS} />
        </Grid>
        <BehaviourDisclosure
          scope="menu"
          label="For auditors and testers: how the header menu works inside (not needed to use the site)"
        />
        <Small>
          <strong>Disclaimer:</strong> The results on this site are for educational purposes only and are not medical
          advice. Always verify doses with a qualified healthcare professional. In an emergency, call 911 (US) or your
          local emergency number. <Link to="/disclaimer">Read the full medical disclaimer</Link>.
        </Small>
        <Small>
          © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
        </Small>
      </Inner>
    </Foot>
  );
}
