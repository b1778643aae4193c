import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { containsPathname, localizeText } from '@/navigation/navigationTree';
import type { NavNode } from '@/navigation/types';
import { RouterLink } from '@/routing/Link';
import { MarkerBadges } from './MarkerBadges';

interface NavTreeProps {
  nodes: NavNode[];
  activePathname: string;
  depth?: number;
  onNavigate?: () => void;
}

function NavSection({ node, activePathname, depth, onNavigate }: { node: NavNode } & Required<Omit<NavTreeProps, 'nodes' | 'onNavigate'>> & Pick<NavTreeProps, 'onNavigate'>) {
  const language = useLanguage();
  const [open, setOpen] = useState(() => depth === 0 || containsPathname(node, activePathname));
  const title = localizeText(node.title ?? node.subheader ?? node.pathname, language);
  const listId = `nav-section-${node.pathname.replace(/[^a-z0-9]+/gi, '-')}`;
  if (node.subheader) {
    return (
      <li>
        <List disablePadding subheader={<ListSubheader disableSticky sx={{ lineHeight: 2.5, fontSize: '0.75rem', textTransform: 'uppercase', letterSpacing: 1, bgcolor: 'transparent' }}>{title}</ListSubheader>}>
          <NavTree nodes={node.children ?? []} activePathname={activePathname} depth={depth} onNavigate={onNavigate} />
        </List>
      </li>
    );
  }
  return (
    <li>
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls={open ? listId : undefined} sx={{ pl: 2 + depth * 1.5, borderRadius: 1 }}>
        <ListItemText primary={title} primaryTypographyProps={{ fontWeight: 600, fontSize: '0.875rem' }} />
        <MarkerBadges {...node} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      {/* A closed section renders no links: the API sections alone hold hundreds, which every page would hydrate. */}
      <Collapse in={open} timeout="auto" id={listId} unmountOnExit>
        <List disablePadding>
          <NavTree nodes={node.children ?? []} activePathname={activePathname} depth={depth + 1} onNavigate={onNavigate} />
        </List>
      </Collapse>
    </li>
  );
}

function NavPage({ node, activePathname, depth, onNavigate }: { node: NavNode } & Required<Omit<NavTreeProps, 'nodes' | 'onNavigate'>> & Pick<NavTreeProps, 'onNavigate'>) {
  const language = useLanguage();
  const ref = useRef<HTMLAnchorElement>(null);
  const active = node.pathname === activePathname;
  useEffect(() => {
    if (active) {
      ref.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [active]);
  return (
    <li>
      <ListItemButton
        ref={ref}
        component={RouterLink}
        href={node.pathname}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: 2 + depth * 1.5, py: 0.5, borderRadius: 1 }}
      >
        <ListItemText primary={localizeText(node.title ?? node.pathname, language)} primaryTypographyProps={{ fontSize: '0.875rem' }} />
        <MarkerBadges {...node} />
      </ListItemButton>
    </li>
  );
}

/** Renders the navigation tree: collapsible sections, subheader groups and page links with their markers. */
export function NavTree({ nodes, activePathname, depth = 0, onNavigate }: NavTreeProps) {
  return (
    <>
      {nodes.map((node) =>
        node.children ? (
          <NavSection key={node.pathname} node={node} activePathname={activePathname} depth={depth} onNavigate={onNavigate} />
        ) : (
          <NavPage key={node.pathname} node={node} activePathname={activePathname} depth={depth} onNavigate={onNavigate} />
        ),
      )}
    </>
  );
}
