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
  .code { font-size: 4rem; font-weight: 700; margin: 0; }
  h1 { font-size: 1.25rem; font-weight: 400; color: ${({ theme }) => theme.color.muted}; }
`;

/** Served for any unknown path (404.html, HTTP 404); its island logs the path asked for. */
export default function NotFound() {
  return (
    <PageContainer>
      <Box>
        {/* The message is the page's heading (issue 53); the status code is its picture. */}
        <p className="code">404</p>
        <h1>Oops! Page not found</h1>
        <Link to="/">Return to Home</Link>
      </Box>
      <NotFoundIsland />
    </PageContainer>
  );
}
