export { type NavigationType, navigate, type RouterLocation } from './history.ts';
export { matchPath, type Params } from './match-path.ts';
export {
  Link,
  Navigate,
  type RouteDef,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from './router.tsx';
