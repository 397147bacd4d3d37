import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import styled from "styled-components";
import { notFoundMeta } from "~/data/route-table";
import { PageContainer } from "~/components/page/page-layout";

export const meta = () => notFoundMeta();

const Box = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(16)} 0;
  h1 { font-size: 4rem; margin: 0; }
  p { font-size: 1.25rem; color: ${({ theme }) => theme.color.muted}; }
`;

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404: no page at this path:", pathname);
  }, [pathname]);
  return (
    <PageContainer>
      <Box>
        <h1>404</h1>
        <p>Oops! Page not found</p>
        <Link to="/">Return to Home</Link>
      </Box>
    </PageContainer>
  );
}
