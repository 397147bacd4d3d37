import { Link } from "react-router";
import styled from "styled-components";
import { notFoundMeta } from "~/data/route-table";
import { PageContainer } from "~/components/page/page-layout";
import { NotFoundIsland } from "~/components/islands";
import { ISLANDS_ONLY } from "~/lib/page-handle";

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta = () => notFoundMeta();

const Box = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(16)} 0;
  h1 { font-size: 4rem; margin: 0; }
  p { font-size: 1.25rem; color: ${({ theme }) => theme.color.muted}; }
`;

/** Served for any unknown path (404.html, HTTP 404); its island logs the path asked for. */
export default function NotFound() {
  return (
    <PageContainer>
      <Box>
        <h1>404</h1>
        <p>Oops! Page not found</p>
        <Link to="/">Return to Home</Link>
      </Box>
      <NotFoundIsland />
    </PageContainer>
  );
}
