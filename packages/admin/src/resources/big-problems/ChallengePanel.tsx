import DeleteIcon from '@mui/icons-material/PersonRemove';
import {
  Alert,
  Box,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { challengesApi } from '@portal/shared/api/challenges';
import type { Judge, JudgedSource, SideBySide } from '@portal/shared/challenges';
import { formatDate } from '@portal/shared/format';
import { Fragment, useCallback, useEffect, useState } from 'react';
import { type Identifier, useNotify, useRecordContext } from 'react-admin';
import { StepButton } from '../../components/StepButton.tsx';
import { callApi } from '../../providers/http.ts';

type Candidate = Omit<Judge, 'assigned_at'>;

const nameOf = (person: { full_name: string; email: string }) =>
  person.full_name ? `${person.full_name} (${person.email})` : person.email;

const figure = (value: number | null) => (value === null ? '—' : value.toLocaleString('vi-VN'));
/** Marks a citizen's solution (sent through the proposal form) beside the department's own. */
export const sourceNote = (source: JudgedSource) => (source === 'proposal' ? ' (đề xuất của người dân)' : '');

/** Why a solution cannot be picked for the results: they are public, and it is not (yet). */
const notPublishable = 'chưa duyệt hoặc đang ẩn, không đưa vào kết quả được';

/** A solution's average in a sentence: "chưa có điểm" when no judge without a conflict scored it. */
const points = (value: number | null) => (value === null ? 'chưa có điểm' : `${value.toLocaleString('vi-VN')} điểm`);

/**
 * Under a big problem's form (staff with the content area): its judges (reviewers) to assign or
 * remove, every judge's scores side by side with the weighted totals, averages and ranks, and the
 * results to publish or withdraw (shared/challenges.ts).
 */
export function ChallengePanel() {
  const record = useRecordContext<{ id: Identifier }>();
  const id = record ? Number(record.id) : undefined;
  const notify = useNotify();
  const [judges, setJudges] = useState<Judge[]>();
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [figures, setFigures] = useState<SideBySide>();
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState('');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (id === undefined) return;
    try {
      const params = { params: { id } };
      const [judgeList, candidateList, sideBySide] = await Promise.all([
        callApi(challengesApi.judges.list, params),
        callApi(challengesApi.judges.candidates, params),
        callApi(challengesApi.sideBySide, params),
      ]);
      setJudges(judgeList.data);
      setCandidates(candidateList.data);
      setFigures(sideBySide);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  if (id === undefined) return null;

  const step = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setErrors({});
    try {
      await work();
      notify(done, { type: 'success' });
      await load();
      return true;
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      if (body?.errors) setErrors(body.errors);
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const assign = () =>
    step(
      () => callApi(challengesApi.judges.add, { params: { id }, body: { user_id: Number(chosen) } }),
      'Đã phân công giám khảo',
    ).then((ok) => ok && setChosen(''));
  const remove = (judge: Judge) =>
    step(
      () => callApi(challengesApi.judges.remove, { params: { id, userId: judge.user_id } }),
      'Đã thôi phân công giám khảo',
    );
  const publish = () => {
    // First place first: in the side-by-side order (best average first).
    const ranking = (figures?.solutions ?? [])
      .filter((solution) => solution.publishable)
      .map((solution) => solution.key)
      .filter((key) => picked.includes(key));
    return step(
      () => callApi(challengesApi.results.publish, { params: { id }, body: { text, ranking } }),
      'Đã công bố kết quả đánh giá',
    );
  };
  const withdraw = () => step(() => callApi(challengesApi.results.withdraw, { params: { id } }), 'Đã thu hồi kết quả');

  return (
    // On a phone the form's toolbar stays at the foot of the screen: room below the last button.
    <Box sx={{ p: 2, pb: { xs: 12, sm: 2 } }} component="section" aria-labelledby="challenge-judges">
      <Typography variant="h6" component="h2" id="challenge-judges">
        Giám khảo
      </Typography>
      {failed && (
        <Alert severity="error" action={<StepButton onClick={() => void load()}>Thử lại</StepButton>}>
          Không tải được thông tin chấm giải pháp.
        </Alert>
      )}
      {!failed && judges === undefined && <CircularProgress size={24} aria-label="Đang tải" />}
      {judges && (
        <>
          {judges.length === 0 ? (
            <Typography>Chưa có giám khảo nào.</Typography>
          ) : (
            <List dense>
              {judges.map((judge) => (
                <ListItem
                  key={judge.user_id}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      sx={{ minWidth: 44, minHeight: 44 }}
                      aria-label={`Thôi phân công ${judge.full_name || judge.email}`}
                      onClick={() => void remove(judge)}
                      disabled={busy}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={nameOf(judge)} secondary={`Phân công ngày ${formatDate(judge.assigned_at)}`} />
                </ListItem>
              ))}
            </List>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 1, alignItems: { sm: 'flex-start' } }}>
            <TextField
              select
              label="Cán bộ kiểm duyệt"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              sx={{ minWidth: 280 }}
              error={Boolean(errors.user_id)}
              helperText={
                errors.user_id ?? (candidates.length === 0 ? 'Không còn cán bộ kiểm duyệt nào để phân công' : ' ')
              }
              disabled={candidates.length === 0}
            >
              {candidates.map((candidate) => (
                <MenuItem key={candidate.user_id} value={String(candidate.user_id)}>
                  {nameOf(candidate)}
                </MenuItem>
              ))}
            </TextField>
            <StepButton variant="outlined" onClick={() => void assign()} disabled={!chosen || busy}>
              Phân công giám khảo
            </StepButton>
          </Stack>
        </>
      )}

      {figures && <ScoresTable figures={figures} />}

      {figures && (
        <Box component="section" aria-labelledby="challenge-results" sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" id="challenge-results">
            Kết quả đánh giá
          </Typography>
          {figures.results ? (
            <>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{figures.results.text}</Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                Công bố ngày {formatDate(figures.results.published_at)}. Giải pháp được lựa chọn:
              </Typography>
              <ol>
                {figures.results.ranking.map((entry) => (
                  <li key={entry.solution_id}>
                    {entry.title} — {points(entry.average)}
                  </li>
                ))}
              </ol>
              <StepButton color="warning" variant="outlined" onClick={() => void withdraw()} disabled={busy}>
                Thu hồi kết quả
              </StepButton>
            </>
          ) : (
            <Stack spacing={2} sx={{ maxWidth: 720 }}>
              <TextField
                label="Nội dung kết quả"
                multiline
                minRows={3}
                value={text}
                onChange={(event) => setText(event.target.value)}
                error={Boolean(errors.text)}
                helperText={errors.text ?? 'Hiển thị trên trang bài toán, mục “Kết quả đánh giá”.'}
              />
              <Box role="group" aria-labelledby="challenge-ranking-label">
                <FormLabel id="challenge-ranking-label" error={Boolean(errors.ranking)}>
                  Giải pháp được lựa chọn (xếp theo điểm trung bình)
                </FormLabel>
                <FormGroup>
                  {figures.solutions.map((solution) => (
                    <FormControlLabel
                      key={solution.key}
                      control={
                        <Checkbox
                          disabled={!solution.publishable}
                          checked={solution.publishable && picked.includes(solution.key)}
                          onChange={(event) =>
                            setPicked((list) =>
                              event.target.checked
                                ? [...list, solution.key]
                                : list.filter((key) => key !== solution.key),
                            )
                          }
                        />
                      }
                      label={`${solution.title}${sourceNote(solution.source)} (${points(solution.average)})${
                        solution.publishable ? '' : ` — ${notPublishable}`
                      }`}
                    />
                  ))}
                </FormGroup>
                {errors.ranking && (
                  <Typography color="error" variant="body2">
                    {errors.ranking}
                  </Typography>
                )}
              </Box>
              <Box>
                <StepButton variant="contained" onClick={() => void publish()} disabled={busy}>
                  Công bố kết quả
                </StepButton>
              </Box>
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}

/** Each solution, each judge's scores per criterion, the weighted total; the average and rank per solution. */
export function ScoresTable({ figures }: { figures: SideBySide }) {
  const { criteria, solutions } = figures;
  return (
    <Box component="section" aria-labelledby="challenge-scores" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="challenge-scores">
        Bảng điểm song song
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Mỗi tiêu chí chấm từ 0 đến 10; tổng có trọng số tính trên thang 100. Giám khảo khai báo xung đột lợi ích không
        chấm giải pháp đó và không được tính vào điểm trung bình.
      </Typography>
      {solutions.length === 0 ? (
        <Typography>Chưa có giải pháp nào để chấm.</Typography>
      ) : (
        // A phone scrolls the scores sideways: a named region the keyboard can reach (ScrollArea).
        <TableContainer role="region" aria-label="Điểm của từng giải pháp" tabIndex={0}>
          <Table size="small" aria-labelledby="challenge-scores">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Giải pháp
                </TableCell>
                <TableCell component="th" scope="col">
                  Giám khảo
                </TableCell>
                {criteria.map((criterion) => (
                  <TableCell key={criterion.name} component="th" scope="col" align="right">
                    {criterion.name} ({criterion.weight}%)
                  </TableCell>
                ))}
                <TableCell component="th" scope="col" align="right">
                  Tổng (thang 100)
                </TableCell>
                <TableCell component="th" scope="col">
                  Nhận xét
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {solutions.map((solution) => {
                const rows = Math.max(solution.scores.length, 1) + 1;
                return (
                  <Fragment key={solution.key}>
                    {solution.scores.length === 0 ? (
                      <TableRow>
                        <TableCell component="th" scope="row" rowSpan={rows}>
                          {solution.title}
                          {sourceNote(solution.source)}
                        </TableCell>
                        <TableCell colSpan={criteria.length + 3}>Chưa có giám khảo nào chấm.</TableCell>
                      </TableRow>
                    ) : (
                      solution.scores.map((score, index) => (
                        <TableRow key={`${solution.key}-${score.judge_id}`}>
                          {index === 0 && (
                            <TableCell component="th" scope="row" rowSpan={rows}>
                              {solution.title}
                              {sourceNote(solution.source)}
                            </TableCell>
                          )}
                          <TableCell>{score.judge_name}</TableCell>
                          {score.conflict ? (
                            <TableCell colSpan={criteria.length + 2}>
                              <strong>Xung đột lợi ích</strong>: {score.conflict_note}
                            </TableCell>
                          ) : (
                            <>
                              {criteria.map((criterion, place) => (
                                <TableCell key={criterion.name} align="right">
                                  {score.scores?.[place] ?? '—'}
                                </TableCell>
                              ))}
                              <TableCell align="right">{figure(score.total)}</TableCell>
                              <TableCell>{score.comment}</TableCell>
                            </>
                          )}
                        </TableRow>
                      ))
                    )}
                    <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                      <TableCell colSpan={criteria.length + 1}>
                        Điểm trung bình{solution.rank !== null && ` · Xếp hạng ${solution.rank}`}
                      </TableCell>
                      <TableCell align="right">{figure(solution.average)}</TableCell>
                      <TableCell />
                    </TableRow>
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
