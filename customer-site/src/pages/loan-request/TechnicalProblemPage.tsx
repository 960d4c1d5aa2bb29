import { Illustration } from '../../chrome/Illustration.tsx';
import { Link } from '../../app/router.tsx';
import { href } from '../../app/routes.ts';
import { m } from '../../loan-flow/messages.ts';

/** loanRequestTechnicalProblem: the transfer failed; the approved loan waits for another try. */
export default function TechnicalProblemPage() {
  return (
    <div className="container page narrow">
      <Illustration name="problem" />
      <h1>{m.problemTitle}</h1>
      <p className="alert alert-danger" role="alert">
        {m.problemText}
      </p>
      <Link className="btn btn-primary" to={href('loanRequestCredentialMethod')}>
        {m.tryAgain}
      </Link>
      <p className="next-steps">
        {m.problemHelp} <Link to={href('contact')}>{m.contactUs}</Link>.
      </p>
    </div>
  );
}
